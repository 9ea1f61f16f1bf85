import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionUser } from '@/stores/session-store'
import type { DemandStatus } from '@contract/api/demand'
import { myDemandsQuery } from '@/api/demand/query-my-demands'

/** One page of the user's suggestions (a status, or all), kept on screen while the next loads. */
export function useMyDemands(status: DemandStatus | '', pageNo: number, pageSize: number) {
  const userId = useSessionUser()?.userId
  return useQuery({
    ...myDemandsQuery(userId ?? '', status, pageNo, pageSize),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}
