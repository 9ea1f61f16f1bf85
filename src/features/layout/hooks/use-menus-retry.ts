import { useState } from 'react'
import { MSG } from '@/config/messages'
import { errorMessage, isApiError } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { useMenusStore } from '@/stores/menus-store'
import { useSessionStore } from '@/stores/session-store'
import { getAllMenus } from '@/api/menu/get-all-menus'

/**
 * Loads the user's menus again after the session's load failed, in place: the shell and its
 * tabs stay. The call is silent, so a failure here says why itself.
 */
export function useMenusRetry() {
  const userId = useSessionStore((s) => s.user?.userId)
  const [pending, setPending] = useState(false)
  const retry = async () => {
    if (!userId || pending) return
    setPending(true)
    try {
      useMenusStore.getState().menusLoaded(userId, await getAllMenus(userId))
    } catch (e) {
      // An expired session is sent to the login page by the client, with its own message.
      if (!(isApiError(e) && e.kind === 'unauthorized')) {
        notify.error(errorMessage(e, MSG.businessFallback))
      }
    } finally {
      setPending(false)
    }
  }
  return { retry, pending }
}
