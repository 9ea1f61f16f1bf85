import { callJson } from './api'
import { loginAs } from './login-as'

/** A raw call to the demo backend's 估值核对 endpoints (no client interceptors). */
export const call = async <T>(
  path: string,
  token: string,
  query: Record<string, unknown> = {},
  json?: unknown,
) => (await callJson<T>(`/rest/valuation/${path}`, { token, query, json })).body

export const as = (userName: 'manager' | 'admin', org = 0) => {
  const session = loginAs(userName, org)
  return { token: session.token, userId: session.userId }
}
export const cents = (n: number) => Math.round(n * 100)

export { counts } from './login-as'
