import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '@/lib/notify'
import type { AccountOpenKind, AccountOpenSubmit } from '@contract/api/custodian'
import { submitAccountOpen } from '@/api/custodian/account-open'
import { custodianKeys } from '@/api/custodian/keys'
import { useAfterChange } from '@/hooks/use-after-change'

export const accountOpenList = (kind: AccountOpenKind) => `custodian-account-open-${kind}`

/** 提交 an application (new, or a 待提交 one): the list, its detail and the counts follow. */
export function useSubmitAccountOpen(kind: AccountOpenKind) {
  const client = useQueryClient()
  const afterChange = useAfterChange(accountOpenList(kind))
  return useMutation({
    mutationFn: (body: AccountOpenSubmit) => submitAccountOpen(body),
    onSuccess: (detail) => {
      client.setQueryData(custodianKeys.accountOpen(detail.applyId), detail)
      notify.success('申请已提交，请等待托管人审核')
      return afterChange()
    },
  })
}
