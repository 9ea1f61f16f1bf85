import { useQuery } from '@tanstack/react-query'
import { getAllMenus } from '@/api/menu/get-all-menus'
import { menuKeys } from '@/api/menu/keys'
import { MSG } from '@/config/messages'
import { isApiError } from '@/lib/http/api-error'
import { getUserInfo } from '@/api/user/get-user-info'
import { userKeys } from '@/api/user/keys'
import { useMenusStore } from '@/stores/menus-store'
import { useSessionStore } from '@/stores/session-store'

export type LoadState = 'loading' | 'ready' | 'error'

const unauthorized = (e: unknown) => isApiError(e) && e.kind === 'unauthorized'

async function loadUser() {
  const loaded = await getUserInfo()
  useMenusStore.getState().userChecked(loaded.userId)
  useSessionStore.getState().userLoaded(loaded)
  return loaded
}

async function loadMenus(userId: string) {
  try {
    useMenusStore.getState().menusLoaded(userId, await getAllMenus(userId))
  } catch (e) {
    if (unauthorized(e)) return false
    console.error(MSG.menuLoadFailedLog, e)
    useMenusStore.getState().menusLoadFailed(userId)
  }
  // Only for the session that asked: not one that ended or changed user meanwhile.
  if (useSessionStore.getState().user?.userId === userId) useSessionStore.getState().menusLoaded()
  return true
}

/**
 * Brings a token-only session up to a usable one: the user (restored after a reload), then,
 * with loadMenus, the user's menus. A failed menu load logs and continues with no menus
 * (portal-spec §8); a failed user load offers a retry. A 401 logs out through the client.
 */
export function useSessionLoader(): { state: LoadState; retry: () => void } {
  const token = useSessionStore((s) => s.token)
  const user = useSessionStore((s) => s.user)
  const wantsMenus = useSessionStore((s) => s.loadMenus)
  // A temporary password is changed before anything else: no menus until then.
  const settled = user !== undefined && (!wantsMenus || user.mustChangePassword === true)

  const userQuery = useQuery({
    queryKey: userKeys.session(token),
    queryFn: loadUser,
    enabled: user === undefined,
  })
  useQuery({
    queryKey: menuKeys.session(token, user?.userId),
    queryFn: () => loadMenus(user?.userId as string),
    enabled: user !== undefined && !settled,
  })

  const retry = () => void userQuery.refetch()
  const failed = userQuery.isError && !userQuery.isFetching && !unauthorized(userQuery.error)
  if (failed && !user) return { state: 'error', retry }
  return { state: settled ? 'ready' : 'loading', retry }
}
