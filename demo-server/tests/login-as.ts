import { db } from '../db/db'
import { openSession } from '../handlers/http'

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
  const response = await fetch(
    `http://localhost/ceres/api/rest/maintenance/queryToDoCount?userId=${userId}`,
    { method: 'POST', headers: { Authorization: token } },
  )
  return ((await response.json()) as { data: Record<string, number> }).data
}

/** A raw POST to /ceres/api/rest/… (no client interceptors): the answer and its HTTP status. */
export async function postRest<T>(
  path: string,
  token: string,
  query: Record<string, unknown> = {},
  json?: unknown,
) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()
  const response = await fetch(
    `http://localhost/ceres/api/rest/${path}${search ? `?${search}` : ''}`,
    {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    },
  )
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { httpStatus: response.status, ...body }
}
