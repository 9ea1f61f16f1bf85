import { queryOptions } from '@tanstack/react-query'
import { getUserInfo } from '@/api/user/get-user-info'
import { checkIstCode } from './check-ist-code'
import { publicKeys } from './keys'

/**
 * Authorised single sign-on: POST /istService/isNotLogin/checkIstCode?ucCode (data.status '0'
 * refuses), then POST /user/getUserInfo/ with the jwt it gives. Null: refused.
 */
export async function exchangeUcCode(ucCode: string) {
  const result = await checkIstCode(ucCode)
  if (!result || result.status === '0' || !result.jwt) return null
  const user = await getUserInfo({ token: result.jwt, silent: true })
  return { jwt: result.jwt, user }
}

/** A code is exchanged once: the answer stays while the page that asked shows, then goes. */
export const ucCodeExchangeQuery = (ucCode: string) =>
  queryOptions({
    queryKey: publicKeys.ucCodeExchange(ucCode),
    queryFn: () => exchangeUcCode(ucCode),
    staleTime: Infinity,
    gcTime: 0,
  })
