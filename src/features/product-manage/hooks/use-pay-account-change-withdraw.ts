import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import { notify } from '@/lib/notify'
import type { PayChangeRow } from '@contract/api/pay-account-change'
import { withdrawPayChange } from '@/api/pay-account-change/pay-account-change-records'
import { payAccountChangeKeys } from '@/api/pay-account-change/keys'
import { listKey } from '@/hooks/use-table-query'

/** 付款账户变更记录's list name: a submit or a withdrawal reloads it. */
export const PAY_RECORDS_LIST = 'pay-account-changes'

/**
 * 撤回 a request awaiting review, after a confirmation; the records, the open detail and the
 * fund list (its pending mark) then load again. A refusal's reason is shown by the client.
 */
export function useWithdrawPayChange() {
  const { modal } = App.useApp()
  const client = useQueryClient()
  const withdraw = useMutation({
    mutationFn: withdrawPayChange,
    onSuccess: (detail) => {
      notify.success(`已撤回申请 ${detail.id}`)
      client.setQueryData(payAccountChangeKeys.detail(detail.id), detail)
      void client.invalidateQueries({ queryKey: listKey(PAY_RECORDS_LIST) })
      void client.invalidateQueries({ queryKey: payAccountChangeKeys.funds() })
    },
  })
  return (row: Pick<PayChangeRow, 'id' | 'fundName'>) =>
    modal.confirm({
      title: '撤回付款账户变更申请',
      content: `确定撤回「${row.fundName}」的付款账户变更申请（${row.id}）吗？撤回后如需变更，须重新提交申请。`,
      okText: '确认撤回',
      cancelText: '取消',
      onOk: () => withdraw.mutateAsync(row.id).catch(() => undefined),
    })
}
