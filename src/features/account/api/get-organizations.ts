import { postData, seg } from '@/lib/http/request'
import type { Organization } from '@contract/api'

/** POST /user/getOrganizations/{userId}: the organisations the user may switch between. */
export const getOrganizations = (userId: string) =>
  postData<Organization[] | null>(`/user/getOrganizations/${seg(userId)}`, undefined, {
    silent: true,
  }).then((orgs) => (Array.isArray(orgs) ? orgs : []))
