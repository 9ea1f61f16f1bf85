import { useQuery } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import { queryUserGuide } from '@/api/query/query-user-guide'
import { useOncePerMount } from './use-once-per-mount'

export const userGuideKey = (userId: string | undefined, menuId: number) =>
  ['guide', 'user-guide', userId, menuId] as const

/** The page's business description, loaded when the page mounts (and again on 刷新). */
export function useUserGuide(menuId: number) {
  const userId = useSessionStore((s) => s.user?.userId)
  const queryKey = userGuideKey(userId, menuId)
  const oncePerMount = useOncePerMount(queryKey)
  return useQuery({
    queryKey,
    queryFn: () => queryUserGuide(userId as string, menuId),
    enabled: Boolean(userId),
    ...oncePerMount,
  })
}
