import { postData, seg } from '@/lib/http/request'
import type { Organization } from '@contract/api'

/** POST /user/getOrganizations/{userId}: the manager organisations the user belongs to. */
export const getOrganizations = (userId: string, token?: string) =>
  postData<Organization[]>(`/user/getOrganizations/${seg(userId)}`, undefined, {
    silent: true,
    headers: token ? { Authorization: token } : undefined,
  })
