import { API, callJson, type ApiOptions } from './api'

/** Raw calls to the demo backend's /isNotLogin endpoints (no client interceptors). */
export const BASE = `${API}/isNotLogin`

export const call = async (path: string, init: Pick<ApiOptions, 'body' | 'headers'> = {}) =>
  (await callJson(`/isNotLogin${path}`, init)).body
export const postJson = async (path: string, json: unknown) =>
  (await callJson(`/isNotLogin${path}`, { json })).body

export const MOBILE = '13912345678'
export const sendCode = (mobile = MOBILE, purpose = 'reg') =>
  call(`/${purpose}/sendCode?mobile=${mobile}`)
export const checkCode = (code: string, mobile = MOBILE) =>
  call(`/reg/checkCode?mobile=${mobile}&code=${code}`)

export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]
/**
 * A multipart body built by hand: in jsdom, fetch sees jsdom's File as a bare Blob and drops
 * its name, which the server needs.
 */
export function multipart(name: string, bytes: Uint8Array, type: string) {
  const boundary = 'reg-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`
  const encoder = new TextEncoder()
  const parts = [encoder.encode(head), bytes, encoder.encode(`\r\n--${boundary}--\r\n`)]
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  parts.reduce((at, p) => (body.set(p, at), at + p.length), 0)
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } }
}

export function upload(name: string, bytes: number[] | Uint8Array = PDF, type = 'application/pdf') {
  return call('/reg/upload', multipart(name, new Uint8Array(bytes), type))
}
export async function fileId(name = '营业执照.pdf') {
  const { data } = await upload(name)
  return (data as { fileId: string }).fileId
}

export const NEW_CODE = '91370100MA3Q1X2Y3A'
export async function registration(overrides: Record<string, unknown> = {}) {
  return {
    orgName: '历城稳健私募基金管理有限公司',
    creditCode: NEW_CODE,
    amacNo: 'P1071234',
    regAddress: '山东省济南市历城区工业北路 88 号',
    officeAddress: '山东省济南市历城区工业北路 88 号 6 层',
    contactName: '周联络',
    mobile: MOBILE,
    smsCode: '8888',
    email: 'ops@licheng-pf.example.cn',
    files: {
      license: await fileId('营业执照.pdf'),
      amacCert: await fileId('登记证明.pdf'),
      authLetter: await fileId('授权委托书.pdf'),
    },
    agreed: true,
    ...overrides,
  }
}
