import { postRest } from './api'

/** A raw call to /rest/investorUser/… (no client interceptors). */
export const call = <T>(
  path: string,
  token: string,
  query?: Record<string, unknown>,
  json?: unknown,
) => postRest<T>(`investorUser/${path}`, token, query, json)

export { counts, as } from './login-as'
