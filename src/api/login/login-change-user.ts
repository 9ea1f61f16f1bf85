import { call, seg } from '@/lib/http/request'
import type { LoginResponse } from '@contract/api'

/**
 * POST /login/loginChangeUser/{orgId}/: during login, continue as staff of the chosen
 * organisation; answers like doLogin with a token for that organisation.
 */
export async function loginChangeUser(orgId: string, token: string) {
  const response = await call<LoginResponse>({
    method: 'post',
    url: `/login/loginChangeUser/${seg(orgId)}/`,
    silent: true,
    headers: { Authorization: token },
  })
  return response.data
}
