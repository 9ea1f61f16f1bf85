import Cookies from 'js-cookie'
import { useEffect } from 'react'
import { MSG } from '@/config/messages'
import { COOKIE_KEYS } from '@/config/storage-keys'
import { notify } from '@/lib/notify'
import { useSessionStore } from '@/stores/session-store'

/**
 * Says once why the user is here: the session expired (a 401, portal-spec §8), or it ended in
 * another tab of this browser.
 */
export function useExpiredNotice() {
  useEffect(() => {
    const elsewhere = useSessionStore.getState().endedBecauseTaken()
    const expired = Boolean(Cookies.get(COOKIE_KEYS.expiredMessage))
    if (expired) Cookies.remove(COOKIE_KEYS.expiredMessage, { path: '/' })
    const reason = elsewhere ?? (expired ? MSG.sessionExpired : undefined)
    if (reason) notify.warning(reason)
  }, [])
}
