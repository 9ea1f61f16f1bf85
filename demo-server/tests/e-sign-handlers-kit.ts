import { db } from '../db/db'
import { loginAs } from './login-as'

/** A raw call to the demo backend's 电子签约 endpoints (no client interceptors). */
export async function call<T>(
  path: string,
  token: string,
  init: { query?: Record<string, unknown>; json?: unknown; method?: string } = {},
) {
  const query = new URLSearchParams(
    Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString()
  const response = await fetch(
    `http://localhost/ceres/api/rest/esign/${path}${query ? `?${query}` : ''}`,
    {
      method: init.method ?? 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    },
  )
  const json = (response.headers.get('Content-Type') ?? '').includes('json')
  const body = json ? ((await response.json()) as { status: string; data: T; msg: string }) : null
  return { status: response.status, body, response }
}

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
