import { useQuery } from '@tanstack/react-query'
import { sessionUserQuery } from '@/api/user/get-user-info'
import { isApiError } from '@/lib/http/api-error'
import { appQueryClient } from '@/lib/query-client'
import { sessionMenusQuery } from '@/stores/session-menus'
import { useSessionStore } from '@/stores/session-store'

export type LoadState = 'loading' | 'ready' | 'error'

const unauthorized = (e: unknown) => isApiError(e) && e.kind === 'unauthorized'

/**
 * Brings a token-only session up to a usable one: the user (put there by the login, or loaded
 * after a reload), then the user's menus. A failed menu load logs and continues with no menus
 * (portal-spec §8); a failed user load offers a retry. A 401 logs out through the client.
 */
export function useSessionLoader(): { state: LoadState; retry: () => void } {
  const token = useSessionStore((s) => s.token)
  const client = appQueryClient()
  const userQuery = useQuery({ ...sessionUserQuery(token), enabled: token !== undefined }, client)
  const user = userQuery.data
  // A temporary password is changed before anything else: no menus until then.
  const wantsMenus = user !== undefined && user.mustChangePassword !== true
  const menus = { ...sessionMenusQuery(token, user?.userId), enabled: wantsMenus }
  const menusQuery = useQuery(menus, client)
  const settled = user !== undefined && (!wantsMenus || menusQuery.isSuccess)

  const retry = () => void userQuery.refetch()
  const failed = userQuery.isError && !userQuery.isFetching && !unauthorized(userQuery.error)
  if (failed && !user) return { state: 'error', retry }
  return { state: settled ? 'ready' : 'loading', retry }
}
