import { useMutation, useQueryClient } from '@tanstack/react-query'
import { submitDemand } from '@/api/demand/submit-demand'
import { demandKeys } from '@/api/demand/keys'

/** Submits a suggestion; 我的建议 (page and home card) then loads again. */
export function useSubmitDemand() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: submitDemand,
    onSuccess: () => client.invalidateQueries({ queryKey: demandKeys.myLists() }),
  })
}
