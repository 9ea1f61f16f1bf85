import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import { confirmContract } from '@/api/contract/contracts'
import { contractKeys } from '@/api/contract/keys'

export const CONTRACT_LIST = 'contracts'

/** 确认 a reviewed contract: it goes to 签署; the list, its detail and T00049 follow. */
export function useContractConfirm() {
  const client = useQueryClient()
  const afterChange = useAfterChange(CONTRACT_LIST)
  return useMutation({
    mutationFn: confirmContract,
    onSuccess: (detail) => {
      client.setQueryData(contractKeys.contract(detail.contractId), detail)
      notify.success('已确认合同定稿，进入签署环节')
      return afterChange()
    },
  })
}
