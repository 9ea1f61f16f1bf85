import { useMutation, useQueryClient } from '@tanstack/react-query'
import { App } from 'antd'
import { notify } from '@/lib/notify'
import type { PayChangeRow } from '@contract/api/pay-account-change'
import { withdrawPayChange } from '@/api/pay-account-change/pay-account-change-records'
import { PAY_FUNDS_KEY, PAY_RECORDS_KEY } from '../components/pay-account-change-form'

export const PAY_DETAIL_KEY = 'pay-change-detail'

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
      client.setQueryData([PAY_DETAIL_KEY, detail.id], detail)
      void client.invalidateQueries({ queryKey: PAY_RECORDS_KEY })
      void client.invalidateQueries({ queryKey: [PAY_FUNDS_KEY] })
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
