import { db } from '../db/db'
import { openSession } from '../handlers/http'
import { callJson } from './api'

/** Opens a session for a demo user, as 进入 does after the login: send its token as Authorization. */
export function loginAs(userName: 'manager' | 'admin' | 'operator', orgIndex = 0) {
  const user = db.state.users.find((u) => u.userName === userName)
  if (!user) throw new Error(`no demo user ${userName}`)
  return openSession(user.userId, user.orgIds[orgIndex] as string)
}

/** The demo user's session as the handler tests use it: the token and the user id. */
export const as = (userName: 'manager' | 'admin' | 'operator', org = 0) => {
  const session = loginAs(userName, org)
  return { token: session.token, userId: session.userId }
}

/** The session's to-do counts, as the header's badges get them. */
export async function counts(token: string, userId: string) {
  const answer = await callJson<Record<string, number>>('/rest/maintenance/queryToDoCount', {
    token,
    query: { userId },
  })
  return answer.body.data
}
