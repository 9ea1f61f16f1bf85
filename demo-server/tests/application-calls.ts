import { callJson } from './api'

/** Raw calls to the demo backend for the 产品成立、清算、分红 handler tests (no client). */

export const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])
export const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])

export const post = <T>(path: string, token: string) => callJson<T>(path, { token })

export const postJson = <T>(path: string, token: string, json: unknown) =>
  callJson<T>(path, { token, json })

/** Uploads one document of a kind; resolves to the server's answer. */
export function uploadDoc(
  token: string,
  kind: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
) {
  const form = new FormData()
  form.append('file', new File([bytes], name))
  return callJson<{ fileId: string; fileName: string; size: number }>(
    '/rest/product/application/upload',
    { token, query: { kind }, body: form },
  )
}

/** The session's to-do counts, as the header's badges get them. */
export { counts as todoCounts } from './login-as'
