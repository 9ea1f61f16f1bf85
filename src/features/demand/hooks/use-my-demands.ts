import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import type { DemandStatus } from '@contract/api/demand'
import { queryMyDemands } from '@/api/demand/query-my-demands'

export const DEMANDS_KEY = 'my-demands'

/** One page of the user's suggestions (a status, or all), kept on screen while the next loads. */
export function useMyDemands(status: DemandStatus | '', pageNo: number, pageSize: number) {
  const userId = useSessionStore((s) => s.user?.userId)
  return useQuery({
    queryKey: [DEMANDS_KEY, userId, status, pageNo, pageSize],
    queryFn: () => queryMyDemands({ userId: userId as string, status, pageNo, pageSize }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}
