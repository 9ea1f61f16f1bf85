import type { Menu } from '@contract/api'
import { callJson } from './api'
import { loginAs } from './login-as'

/** A raw call to the demo backend (no client interceptors); /menu/all is a GET. */
export const call = <T>(
  path: string,
  token: string,
  init: { query?: Record<string, unknown>; json?: unknown } = {},
) => callJson<T>(path, { token, method: path === '/menu/all' ? 'GET' : 'POST', ...init })

export const as = (userName: 'manager' | 'admin' | 'operator') => loginAs(userName).token
export const menusOf = async (token: string, userId: string) =>
  (await call<Menu[]>('/menu/all', token, { query: { userId } })).body.data
export const grantOf = async (token: string, userId: string, menuId: number) =>
  (await menusOf(token, userId)).find((m) => m.menuId === menuId)?.ifAuth
export const PRODUCT_QUERY = 110101
