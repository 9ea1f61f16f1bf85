import { loginAs } from './login-as'

/** A raw call to the demo backend's 估值核对 endpoints (no client interceptors). */
export async function call<T>(path: string, token: string, query: object = {}, json?: unknown) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString()
  const response = await fetch(`http://localhost/ceres/api/rest/valuation/${path}?${search}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as { status: string; data: T; msg: string }
}

export const as = (userName: 'manager' | 'admin', org = 0) => {
  const session = loginAs(userName, org)
  return { token: session.token, userId: session.userId }
}
export const cents = (n: number) => Math.round(n * 100)

export { counts } from './login-as'
