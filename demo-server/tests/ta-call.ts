import { callJson, type ApiOptions } from './api'

/** A raw call to the demo backend's 登记过户 endpoints (no client interceptors). */
export const taCall = <T>(path: string, token: string | undefined, init: ApiOptions = {}) =>
  callJson<T>(`/rest/ta/${path}`, { token, ...init })

export { as as sessionOf, counts as todoCounts } from './login-as'
