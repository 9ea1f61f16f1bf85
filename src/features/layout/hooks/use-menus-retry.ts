import { useState } from 'react'
import { getAllMenus } from '@/api/menu/get-all-menus'
import { menuKeys } from '@/api/menu/keys'
import { MSG } from '@/config/messages'
import { errorMessage, isApiError } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { appQueryClient } from '@/lib/query-client'
import { menusBuilt, type SessionMenus } from '@/stores/session-menus'
import { useSessionStore, useSessionUser } from '@/stores/session-store'

/**
 * Loads the user's menus again after the session's load failed, in place: the shell and its
 * tabs stay. The call is silent, so a failure here says why itself.
 */
export function useMenusRetry() {
  const token = useSessionStore((s) => s.token)
  const userId = useSessionUser()?.userId
  const [pending, setPending] = useState(false)
  const retry = async () => {
    if (!userId || pending) return
    setPending(true)
    try {
      const menus = menusBuilt(userId, await getAllMenus(userId))
      appQueryClient().setQueryData<SessionMenus>(menuKeys.session(token, userId), menus)
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
