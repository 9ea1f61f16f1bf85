import type { UploadedFile } from '@contract/api/upload'
import { loginAs } from './login-as'

export const BASE = 'http://localhost/ceres/api/rest'

export interface Envelope<T> {
  status: string
  data: T
  msg: string
}

/** A raw call to the demo backend (no client interceptors). */
export async function call<T>(
  path: string,
  token: string,
  query: Record<string, unknown> = {},
  json?: unknown,
) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()
  const response = await fetch(`${BASE}/data-submission/${path}${search ? `?${search}` : ''}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope<T>
}

export async function upload(token: string, reportId: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(
    `${BASE}/data-submission/periodic/upload?reportId=${encodeURIComponent(reportId)}`,
    { method: 'POST', headers: { Authorization: token }, body: form },
  )
  return (await response.json()) as Envelope<UploadedFile>
}

export async function counts(token: string, userId: string) {
  const response = await fetch(`${BASE}/maintenance/queryToDoCount?userId=${userId}`, {
    method: 'POST',
    headers: { Authorization: token },
  })
  return ((await response.json()) as Envelope<Record<string, number>>).data
}

export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]
export const file = (name: string, bytes = PDF) => new File([new Uint8Array(bytes)], name)
export const as = (name: 'manager' | 'admin' | 'operator') => {
  const s = loginAs(name)
  return { token: s.token, userId: s.userId }
}
