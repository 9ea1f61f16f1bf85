import { useMutation } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import { approveOpenAccount, returnOpenAccount } from '@/api/ta/open-accounts'

export const OPEN_ACCOUNT_LIST = 'ta-open-accounts'

/** 通过 or 退回 an application: the list, 投资者查询 and the to-do counts follow at once. */
export function useOpenAccountActions() {
  const afterChange = useAfterChange(OPEN_ACCOUNT_LIST, [listKey('ta-investors')])
  const approve = useMutation({
    mutationFn: approveOpenAccount,
    onSuccess: (row) => {
      notify.success(`已通过 ${row.investorName} 的开户申请，基金账号 ${row.taAccount ?? ''}`)
      return afterChange()
    },
  })
  const reject = useMutation({
    mutationFn: ({ applyId, reason }: { applyId: string; reason: string }) =>
      returnOpenAccount(applyId, reason),
    onSuccess: (row) => {
      notify.success(`已退回 ${row.investorName} 的开户申请`)
      return afterChange()
    },
  })
  return { approve, reject }
}
