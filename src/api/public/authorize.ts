import { getUserInfo } from '@/api/user/get-user-info'
import { checkIstCode } from './check-ist-code'

/**
 * Authorised single sign-on: POST /istService/isNotLogin/checkIstCode?ucCode (data.status '0'
 * refuses), then POST /user/getUserInfo/ with the jwt it gives. Undefined: refused.
 */
export async function exchangeUcCode(ucCode: string) {
  const result = await checkIstCode(ucCode)
  if (!result || result.status === '0' || !result.jwt) return undefined
  const user = await getUserInfo({ token: result.jwt, silent: true })
  return { jwt: result.jwt, user }
}
