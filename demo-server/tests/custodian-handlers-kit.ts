export const upload = async (token: string, name: string, bytes: number[]) => {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name))
  const response = await fetch('http://localhost/ceres/api/rest/custodian/upload', {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  })
  return (await response.json()) as { status: string; data: { fileId: string }; msg: string }
}
export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]

export { counts, as } from './login-as'
