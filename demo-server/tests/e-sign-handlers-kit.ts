import { db } from '../db/db'
import { callApi, type ApiOptions } from './api'
import { loginAs } from './login-as'

/** A raw call to the demo backend's 电子签约 endpoints (no client interceptors). */
export const call = <T>(path: string, token: string, init: ApiOptions = {}) =>
  callApi<T>(`/rest/esign/${path}`, { token, ...init })

export const as = (userName: 'manager' | 'admin' | 'operator', org = 0) =>
  loginAs(userName, org).token

export const pendingOf = (orgId: string) =>
  db.state.signDocs.filter((d) => d.orgId === orgId && d.status === 'pending')

/** 王经理 signs ORG001's first waiting document with 合同专用章 (SEAL102) unless told. */
export const signBody = (docId: string, extra: Record<string, unknown> = {}) => ({
  docId,
  sealId: 'SEAL102',
  page: 1,
  x: 70,
  y: 80,
  smsCode: '8888',
  ...extra,
})

export { counts } from './login-as'
