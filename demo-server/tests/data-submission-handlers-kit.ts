import type { UploadedFile } from '@contract/api/upload'
import { postRest } from './login-as'

export const BASE = 'http://localhost/ceres/api/rest'

export interface Envelope<T> {
  status: string
  data: T
  msg: string
}

/** A raw call to /rest/data-submission/… (no client interceptors). */
export const call = <T>(
  path: string,
  token: string,
  query?: Record<string, unknown>,
  json?: unknown,
) => postRest<T>(`data-submission/${path}`, token, query, json)

export async function upload(token: string, reportId: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(
    `${BASE}/data-submission/periodic/upload?reportId=${encodeURIComponent(reportId)}`,
    { method: 'POST', headers: { Authorization: token }, body: form },
  )
  return (await response.json()) as Envelope<UploadedFile>
}

export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]
export const file = (name: string, bytes = PDF) => new File([new Uint8Array(bytes)], name)
export { as, counts } from './login-as'
