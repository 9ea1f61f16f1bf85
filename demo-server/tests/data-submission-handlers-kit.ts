import type { UploadedFile } from '@contract/api/upload'
import { API, callJson, postRest } from './api'

export const BASE = `${API}/rest`

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
  const answer = await callJson<UploadedFile>('/rest/data-submission/periodic/upload', {
    token,
    query: { reportId },
    body: form,
  })
  return answer.body
}

export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]
export const file = (name: string, bytes = PDF) => new File([new Uint8Array(bytes)], name)
export { as, counts } from './login-as'
