import { useCallback, useEffect, useState } from 'react'
import { getAllMenus } from '@/features/layout/api/get-all-menus'
import { MSG } from '@/config/messages'
import { isApiError } from '@/lib/http/api-error'
import { getUserInfo } from '@/lib/user/get-user-info'
import { useMenusStore } from '@/stores/menus-store'
import { useSessionStore } from '@/stores/session-store'

export type LoadState = 'loading' | 'ready' | 'error'

/**
 * Brings a token-only session up to a usable one: the user (restored after a reload), then,
 * with loadMenus, the user's menus. A failed menu load logs and continues with no menus
 * (portal-spec §8); a failed user load offers a retry. A 401 logs out through the client.
 */
export function useSessionLoader(): { state: LoadState; retry: () => void } {
  const user = useSessionStore((s) => s.user)
  const loadMenus = useSessionStore((s) => s.loadMenus)
  // A temporary password is changed before anything else: no menus until then.
  const settled = user !== undefined && (!loadMenus || user.mustChangePassword === true)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (user && (!loadMenus || user.mustChangePassword)) return undefined
    let live = true
    const run = async () => {
      const session = useSessionStore.getState()
      if (!session.user) {
        const loaded = await getUserInfo()
        if (!live) return
        useMenusStore.getState().userChecked(loaded.userId)
        session.userLoaded(loaded)
        return
      }
      try {
        useMenusStore
          .getState()
          .menusLoaded(session.user.userId, await getAllMenus(session.user.userId))
      } catch (e) {
        if (isApiError(e) && e.kind === 'unauthorized') return
        console.error(MSG.menuLoadFailedLog, e)
        useMenusStore.getState().menusLoadFailed(session.user.userId)
      }
      if (live) useSessionStore.getState().menusLoaded()
    }
    run().catch((e: unknown) => {
      if (live && !(isApiError(e) && e.kind === 'unauthorized')) setFailed(true)
    })
    return () => {
      live = false
    }
  }, [user, loadMenus, attempt])

  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }, [])
  if (failed) return { state: 'error', retry }
  return { state: settled ? 'ready' : 'loading', retry }
}
