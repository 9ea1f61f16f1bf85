import { useCallback } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import { LOGIN_PATH } from '@/config/paths'
import { useMenusStore } from '@/stores/menus-store'
import { useSessionStore } from '@/stores/session-store'

/** 退出登录: forget the session and the cached menus, then go to /login. */
export function useLogOut() {
  const navigate = useNavigate()
  return useCallback(() => {
    // The guard reacts to the logout at once by sending the user to /login?redirect=(here);
    // flushing it first lets the plain /login below be the navigation that wins: a deliberate
    // logout does not bring the next person who logs in back to this page.
    flushSync(() => {
      useSessionStore.getState().loggedOut()
      useMenusStore.getState().menusCleared()
    })
    navigate(LOGIN_PATH, { replace: true })
  }, [navigate])
}
