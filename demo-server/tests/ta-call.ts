import { loginAs } from './login-as'

/** A raw call to the demo backend's 登记过户 endpoints (no client interceptors). */
export async function taCall<T>(
  path: string,
  token: string | undefined,
  init: { json?: unknown; query?: Record<string, unknown> } = {},
) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) query.set(key, String(value))
  }
  const search = query.toString()
  const response = await fetch(
    `http://localhost/ceres/api/rest/ta/${path}${search ? `?${search}` : ''}`,
    {
      method: 'POST',
      headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
  )
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { status: response.status, body }
}

export const sessionOf = (userName: 'manager' | 'admin' | 'operator', org = 0) => {
  const session = loginAs(userName, org)
  return { token: session.token, userId: session.userId }
}

/** The session's to-do counts. */
export async function todoCounts(token: string, userId: string) {
  const response = await fetch(
    `http://localhost/ceres/api/rest/maintenance/queryToDoCount?userId=${userId}`,
    { method: 'POST', headers: { Authorization: token } },
  )
  return ((await response.json()) as { data: Record<string, number> }).data
}
