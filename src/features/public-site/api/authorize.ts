import { postData } from '@/lib/http/request'
import { getUserInfo } from '@/lib/user/get-user-info'
import type { IstCodeResult } from '@contract/api'

/**
 * Authorised single sign-on: POST /istService/isNotLogin/checkIstCode?ucCode (data.status '0'
 * refuses), then POST /user/getUserInfo/ with the jwt it gives. Undefined: refused.
 */
export async function exchangeUcCode(ucCode: string) {
  const result = await postData<IstCodeResult | null>(
    '/istService/isNotLogin/checkIstCode',
    undefined,
    { params: { ucCode }, silent: true },
  )
  if (!result || result.status === '0' || !result.jwt) return undefined
  const user = await getUserInfo({ token: result.jwt, silent: true })
  return { jwt: result.jwt, user }
}
