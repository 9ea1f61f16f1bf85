import { queryOptions } from '@tanstack/react-query'
import { postData, seg } from '@/lib/http/request'
import type { Organization } from '@contract/api'
import { userKeys } from './keys'

/**
 * POST /user/getOrganizations/{userId}: the organisations the user is staff of, to choose one
 * at login or switch to another; none when the server sends null. `token`: the login's jwt,
 * before the session holds it.
 */
export const getOrganizations = (userId: string, token?: string): Promise<Organization[]> =>
  postData<Organization[] | null>(`/user/getOrganizations/${seg(userId)}`, undefined, {
    silent: true,
    headers: token ? { Authorization: token } : undefined,
  }).then((orgs) => (Array.isArray(orgs) ? orgs : []))

/** The session user's organisations (个人中心, the header's switch). */
export const organizationsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: userKeys.organizations(userId),
    queryFn: () => getOrganizations(userId as string),
  })
