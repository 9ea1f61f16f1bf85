import { db } from '../db/db'
import { openSession } from '../handlers/http'

/** Opens a session for a demo user, as 进入 does after the login: send its token as Authorization. */
export function loginAs(userName: 'manager' | 'admin' | 'operator', orgIndex = 0) {
  const user = db.state.users.find((u) => u.userName === userName)
  if (!user) throw new Error(`no demo user ${userName}`)
  return openSession(user.userId, user.orgIds[orgIndex] as string)
}
