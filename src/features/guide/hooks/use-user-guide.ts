import { useQuery } from '@tanstack/react-query'
import { useSessionUser } from '@/stores/session-store'
import { userGuideQuery } from '@/api/query/query-user-guide'
import { useOncePerMount } from './use-once-per-mount'

/** The page's business description, loaded when the page mounts (and again on 刷新). */
export function useUserGuide(menuId: number) {
  const userId = useSessionUser()?.userId
  const guide = userGuideQuery(userId, menuId)
  const oncePerMount = useOncePerMount(guide.queryKey)
  return useQuery({
    ...guide,
    enabled: Boolean(userId),
    ...oncePerMount,
  })
}
