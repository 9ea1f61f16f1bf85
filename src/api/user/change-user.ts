import { call, seg } from '@/lib/http/request'
import type { LoginResponse } from '@contract/api'

/**
 * POST /user/changUser/{jwt}/{ORG_ID}: the header's organisation switch, with the current
 * token; answers like a login (`status`, `jwt`, `data` the user) for the chosen organisation.
 * Silent: the caller shows the switch's own messages (portal-spec §8).
 */
export async function changeUser(jwt: string, orgId: string) {
  const response = await call<LoginResponse>({
    method: 'post',
    url: `/user/changUser/${seg(jwt)}/${seg(orgId)}`,
    silent: true,
  })
  return response.data
}
