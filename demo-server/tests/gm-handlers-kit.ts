import type { Menu } from '@contract/api'
import { loginAs } from './login-as'

/** A raw call to the demo backend (no client interceptors). */
export async function call<T>(
  path: string,
  token: string,
  init: { query?: object; json?: unknown } = {},
) {
  const query = new URLSearchParams(
    Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString()
  const response = await fetch(`http://localhost/ceres/api${path}${query ? `?${query}` : ''}`, {
    method: path === '/menu/all' ? 'GET' : 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { status: response.status, body }
}

export const as = (userName: 'manager' | 'admin' | 'operator') => loginAs(userName).token
export const menusOf = async (token: string, userId: string) =>
  (await call<Menu[]>('/menu/all', token, { query: { userId } })).body.data
export const grantOf = async (token: string, userId: string, menuId: number) =>
  (await menusOf(token, userId)).find((m) => m.menuId === menuId)?.ifAuth
export const PRODUCT_QUERY = 110101
