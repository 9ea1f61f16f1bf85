import Cookies from 'js-cookie'
import { useEffect } from 'react'
import { MSG } from '@/config/messages'
import { COOKIE_KEYS } from '@/config/storage-keys'
import { notify } from '@/lib/notify'
import { PASSWORD_MSG } from '@/lib/password-rules'
import { useSessionStore } from '@/stores/session-store'

/**
 * Says once why the user is here: the session expired (a 401, portal-spec §8), it ended in
 * another tab of this browser, or the password was changed (修改成功！请重新登录).
 */
export function useExpiredNotice() {
  useEffect(() => {
    const elsewhere = useSessionStore.getState().endedBecauseTaken()
    const expired = Boolean(Cookies.get(COOKIE_KEYS.expiredMessage))
    if (expired) Cookies.remove(COOKIE_KEYS.expiredMessage, { path: '/' })
    const reason = elsewhere ?? (expired ? MSG.sessionExpired : undefined)
    if (reason === PASSWORD_MSG.success) notify.success(reason)
    else if (reason) notify.warning(reason)
  }, [])
}
