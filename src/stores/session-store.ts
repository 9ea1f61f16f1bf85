import Cookies from 'js-cookie'
import { create } from 'zustand'
import { COOKIE_KEYS, LOCAL_KEYS, SESSION_KEYS } from '@/config/storage-keys'
import { readToken, removeToken, writeToken } from '@/lib/token'
import { removeItem, writeString } from '@/lib/safe-storage'
import type { User } from '@/types/api'

interface SessionState {
  token: string | undefined
  user: User | undefined
  roles: string[]
  /** True until this session has fetched the user's menus and turned them into routes. */
  loadMenus: boolean
  loggedIn: (token: string, user: User) => void
  userLoaded: (user: User) => void
  menusLoaded: () => void
  tokenRefreshed: () => void
  loggedOut: () => void
}

/**
 * What a session leaves in the browser besides the token (portal-spec §3): the organisation's
 * name, every sessionStorage key and the to-do counts. Gone at logout, so the next person at
 * this browser finds nothing of it (the menus cache is cleared by the logout itself).
 */
function forgetSessionKeys() {
  Cookies.remove(COOKIE_KEYS.orgName, { path: '/' })
  Object.values(SESSION_KEYS).forEach((key) => removeItem(key, 'session'))
  removeItem(LOCAL_KEYS.todoList)
}

const initial = () => ({
  token: readToken(),
  user: undefined,
  roles: [] as string[],
  loadMenus: true,
})

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initial(),
  loggedIn: (token, user) => {
    writeToken(token)
    Cookies.set(COOKIE_KEYS.orgName, user.orgName, { path: '/' })
    writeString(SESSION_KEYS.checkRiskTipsStatus, '1')
    set({ token, user, roles: user.roles ?? [], loadMenus: true })
  },
  userLoaded: (user) => set({ user, roles: user.roles ?? [] }),
  menusLoaded: () => set({ loadMenus: false }),
  tokenRefreshed: () => {
    const { token } = get()
    if (token) writeToken(token)
  },
  loggedOut: () => {
    removeToken()
    forgetSessionKeys()
    set({ token: undefined, user: undefined, roles: [], loadMenus: true })
  },
}))

/** For tests: start again from what the browser holds. */
export function resetSessionStore() {
  useSessionStore.setState(initial())
}
