import { useCallback } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import { LOGIN_PATH } from '@/config/paths'
import { useSessionStore } from '@/stores/session-store'
import { logOutOnServer } from '@/api/user/log-out'

/**
 * 退出登录: ends the token on the server (not waited for: a slow or failed call still logs the
 * browser out), forgets the session, its menus and trail in every tab, then goes to /login.
 */
export function useLogOut() {
  const navigate = useNavigate()
  /** A reason is said on the login page (the session ended for it, not by 退出登录). */
  return useCallback(
    (reason?: string) => {
      const { token } = useSessionStore.getState()
      if (token) logOutOnServer(token)
      // The guard reacts to the logout at once by sending the user to /login?redirect=(here);
      // flushing it first lets the plain /login below be the navigation that wins: a deliberate
      // logout does not bring the next person who logs in back to this page.
      flushSync(() => useSessionStore.getState().loggedOut(reason))
      navigate(LOGIN_PATH, { replace: true })
    },
    [navigate],
  )
}
