import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'
import { create } from 'zustand'
import { MSG } from '@/config/messages'
import { COOKIE_KEYS, LOCAL_KEYS, SESSION_KEYS } from '@/config/storage-keys'
import { pageLoad } from '@/lib/navigation'
import { announce, listen, sessionTag, type SessionNews } from '@/lib/session-channel'
import { readToken, removeToken, writeToken } from '@/lib/token'
import { removeItem, writeString } from '@/lib/safe-storage'
import type { User } from '@contract/api'
import { appQueryClient } from '@/lib/query-client'
import { userOf, userSaved } from './session-user'
import { forgetUserTrail } from './user-trail'

/** The session as the browser holds it: its token. Its user and menus are server state. */
interface SessionState {
  token: string | undefined
  /** Why this tab's session ended elsewhere, for the login page to say once. */
  endedBecause: string | undefined
  loggedIn: (token: string, user: User) => void
  tokenRefreshed: () => void
  /** Ends the session here; a reason is what the login page then says (say, after 密码修改). */
  loggedOut: (reason?: string) => void
  /**
   * Compares the session with the token cookie, the one source of truth, and follows it: no
   * cookie (a logout in another tab, a 401 there) or a garbage one ends this tab's session; a
   * different token (another login) loads the page again as that session. True if they agree.
   */
  cookieChecked: (news?: SessionNews) => boolean
  endedBecauseTaken: () => string | undefined
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

const loggedOutState = { token: undefined }

const initial = () => ({ ...loggedOutState, token: readToken(), endedBecause: undefined })

const reasonOf = (news?: SessionNews) =>
  news?.kind === 'logged-out' && news.reason === 'logout'
    ? MSG.loggedOutElsewhere
    : MSG.sessionExpired

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initial(),
  loggedIn: (token, user) => {
    writeToken(token)
    Cookies.set(COOKIE_KEYS.orgName, user.orgName, { path: '/' })
    writeString(SESSION_KEYS.checkRiskTipsStatus, '1')
    set({ token, endedBecause: undefined })
    // After the set: a session that starts empties the cache of the one before (app/session-cache).
    userSaved(token, user)
    announce({ kind: 'logged-in', session: sessionTag(token) })
  },
  tokenRefreshed: () => {
    const { token } = get()
    // Never from memory alone: a cookie removed or replaced meanwhile is followed, not undone.
    if (token && get().cookieChecked()) writeToken(token)
  },
  loggedOut: (reason) => {
    // The 401 handler sets expired-message first: the other tabs then say the same.
    const cause = Cookies.get(COOKIE_KEYS.expiredMessage) ? 'expired' : 'logout'
    const { token } = get()
    // Only this session's cookie: one another tab has written since is that tab's login.
    if (readToken() === token) removeToken()
    forgetSessionKeys()
    forgetUserTrail(userOf(token)?.userId)
    set({ ...loggedOutState, endedBecause: reason })
    if (token) announce({ kind: 'logged-out', reason: cause, session: sessionTag(token) })
  },
  cookieChecked: (news) => {
    const { token } = get()
    const cookie = readToken()
    if (news && !cookieShows(news, cookie)) return followNewsAhead(news, token)
    if (cookie === token) return true
    if (cookie === undefined) {
      endedElsewhere(token, reasonOf(news))
    } else if (token === undefined) {
      // Logged in in another tab while this one showed the login page: nothing here to mix.
      set({ ...loggedOutState, token: cookie })
    } else {
      // Another login, as another user or organisation: nothing of this page's session is
      // kept or mixed in (menus, tabs, counts, caches), the page starts again as that one.
      set(loggedOutState)
      pageLoad.at(import.meta.env.BASE_URL)
    }
    return false
  },
  endedBecauseTaken: () => {
    const { endedBecause } = get()
    if (endedBecause) set({ endedBecause: undefined })
    return endedBecause
  },
}))

function endedElsewhere(token: string | undefined, reason: string) {
  forgetSessionKeys()
  forgetUserTrail(userOf(token)?.userId)
  useSessionStore.setState({ ...loggedOutState, endedBecause: reason })
}

/** Whether this tab's read of the cookie already shows what the news says. */
const cookieShows = (news: SessionNews, cookie: string | undefined) =>
  news.kind === 'logged-in'
    ? cookie !== undefined && sessionTag(cookie) === news.session
    : cookie === undefined || sessionTag(cookie) !== news.session

/** How long a login page waits to read a cookie another tab has written (see below). */
const COOKIE_LAG_MS = 3000

/**
 * A tab can hear the news before its own read of the cookie shows the change: Chromium carries
 * the cookie write and the channel message on separate paths, and under load the message wins
 * (seen in CI: the other tab stayed logged in). What the news says about a session wins over
 * such a read; this tab never writes or removes the cookie on its strength.
 */
function followNewsAhead(news: SessionNews, token: string | undefined, since = Date.now()) {
  const ours = token !== undefined && sessionTag(token) === news.session
  if (news.kind === 'logged-out') {
    if (ours) endedElsewhere(token, reasonOf(news))
    return !ours
  }
  if (ours) return true
  if (token !== undefined) {
    // Another session began: a page load starts this tab again as it, reading the cookie anew.
    useSessionStore.setState(loggedOutState)
    pageLoad.at(import.meta.env.BASE_URL)
    return false
  }
  // A login page has no session to end: it takes the new one once its read shows the cookie.
  if (Date.now() - since < COOKIE_LAG_MS) {
    setTimeout(() => {
      const { token: now } = useSessionStore.getState()
      if (now !== undefined) return
      if (cookieShows(news, readToken())) useSessionStore.getState().cookieChecked(news)
      else followNewsAhead(news, now, since)
    }, 50)
  }
  return true
}

/** The session's user, outside React. */
export const sessionUser = () => userOf(useSessionStore.getState().token)

/** The session's user; undefined until the session loader (app) has it. */
export function useSessionUser(): User | undefined {
  const token = useSessionStore((s) => s.token)
  // Reads the cache, no query observer: the session loader (api/user's sessionUserQuery) is
  // the one that fetches it, and an observer without its fetcher would be refetched by any
  // invalidation of /user's keys.
  return useSyncExternalStore(followCache, () => userOf(token))
}

// Only data changes: a query built while a component renders (useQuery's first read) tells the
// cache's listeners at once, and a store update in the middle of a render is React's error.
const followCache = (changed: () => void) =>
  appQueryClient()
    .getQueryCache()
    .subscribe((event) => {
      if (event.type === 'updated' || event.type === 'removed') changed()
    })

/** Lets this tab follow what the browser's other tabs do to the session; returns how to stop. */
export function followOtherTabs() {
  return listen((news) => useSessionStore.getState().cookieChecked(news))
}

/** For tests: start again from what the browser holds. */
export function resetSessionStore() {
  useSessionStore.setState(initial())
}
