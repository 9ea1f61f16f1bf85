import { db } from '@demo-server/db/db'
import { contextFor, openSession, userView } from '@demo-server/handlers/http'
import { writeToken } from '@/lib/token'
import { resetSessionStore, useSessionStore } from '@/stores/session-store'

/**
 * Starts a session for a demo user as if they had logged in earlier in this browser: the
 * backend knows the token and the cookie holds it, the app has yet to load the user.
 */
export function loginAs(userName: 'manager' | 'admin' | 'operator', orgIndex = 0) {
  const user = db.state.users.find((u) => u.userName === userName)
  if (!user) throw new Error(`no demo user ${userName}`)
  const session = openSession(user.userId, user.orgIds[orgIndex] as string)
  writeToken(session.token)
  resetSessionStore()
  return session
}

/**
 * As `loginAs`, and the app has loaded the user as the shell does after a login: for a part of
 * the portal rendered without the shell (a home card, the 业务说明 panel).
 */
export function signedInAs(userName: 'manager' | 'admin' | 'operator', orgIndex = 0) {
  const session = loginAs(userName, orgIndex)
  useSessionStore.getState().loggedIn(session.token, userView(contextFor(session)))
  return session
}
