import { callApi, type ApiOptions } from './api'

/** A raw call to the demo backend's 托管查询 endpoints (no client interceptors). */
export const call = <T>(path: string, token?: string, init: ApiOptions = {}) =>
  callApi<T>(`/rest/custodian/${path}`, { token, ...init })
