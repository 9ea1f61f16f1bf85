import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import { useSessionUser } from '@/stores/session-store'
import type { ChangeSave } from '@contract/api/contract-manage'
import { changeableContractsQuery, changeQuery, saveChange } from '@/api/contract/changes'
import { contractKeys } from '@/api/contract/keys'

export const CHANGE_LIST = 'contract-changes'

/** One request with its timeline, while `changeId` is set. */
export const useChange = (changeId: string | undefined) =>
  useQuery({ ...changeQuery(changeId ?? ''), enabled: Boolean(changeId) })

/** The 已生效 contracts a change may be asked for, while the form is open. */
export function useChangeableContracts(enabled: boolean) {
  const orgId = useSessionUser()?.orgId
  return useQuery({ ...changeableContractsQuery(orgId), enabled })
}

/** 保存 or 提交 a request: the list, its detail and T00043 follow. */
export function useSaveChange() {
  const client = useQueryClient()
  const afterChange = useAfterChange(CHANGE_LIST)
  return useMutation({
    mutationFn: (body: ChangeSave) => saveChange(body),
    onSuccess: (detail, body) => {
      client.setQueryData(contractKeys.change(detail.changeId), detail)
      notify.success(body.submit ? '变更申请已提交，等待托管审核' : '变更申请已保存，可稍后提交')
      return afterChange()
    },
  })
}
