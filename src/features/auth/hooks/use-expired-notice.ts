import Cookies from 'js-cookie'
import { useEffect } from 'react'
import { MSG } from '@/config/messages'
import { COOKIE_KEYS } from '@/config/storage-keys'
import { notify } from '@/lib/notify'

/** Says once that the session expired, when a 401 sent the user here (portal-spec §8). */
export function useExpiredNotice() {
  useEffect(() => {
    if (!Cookies.get(COOKIE_KEYS.expiredMessage)) return
    Cookies.remove(COOKIE_KEYS.expiredMessage, { path: '/' })
    notify.warning(MSG.sessionExpired)
  }, [])
}
