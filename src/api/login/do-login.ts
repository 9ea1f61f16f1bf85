import { Base64 } from 'js-base64'
import { call, seg } from '@/lib/http/request'
import type { LoginResponse } from '@contract/api'

/** POST /login/doLogin/{userName}/{Base64 password}/{smsCode}: status, jwt, data (the user). */
export async function doLogin(userName: string, password: string, smsCode: string) {
  const path = `/login/doLogin/${seg(userName)}/${seg(Base64.encode(password))}/${seg(smsCode)}`
  const response = await call<LoginResponse>({ method: 'post', url: path, silent: true })
  return response.data
}
