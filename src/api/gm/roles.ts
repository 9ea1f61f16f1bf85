import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  RoleGrants,
  RoleOption,
  RoleSummary,
  SaveGrantsBody,
} from '@contract/api/general-manage'
import type { PagedList } from '@contract/api/paged-list'
import { gmKeys } from './keys'

/** POST /rest/gm/roles/list?roleName&pageNo&pageSize: the portal's roles and their members. */
export const queryRoles = (query: TableQuery) =>
  postData<PagedList<RoleSummary>>('/rest/gm/roles/list', undefined, {
    params: listParams(query),
  })

/** POST /rest/gm/roles/options: every role, for pickers. */
export const queryRoleOptions = () => postData<RoleOption[]>('/rest/gm/roles/options')

export const roleOptionsQuery = () =>
  queryOptions({ queryKey: gmKeys.roleOptions(), queryFn: queryRoleOptions })

/** POST /rest/gm/roles/save (JSON): a new role (no roleId) or an edit. */
export const saveRole = (body: { roleId?: string; roleName: string; description: string }) =>
  postData<RoleSummary>('/rest/gm/roles/save', body, { idempotent: true })

/** POST /rest/gm/roles/delete (JSON): refused while the role has members. */
export const deleteRole = (roleId: string) =>
  postData<{ roleId: string; roleName: string }>('/rest/gm/roles/delete', { roleId })

/** POST /rest/gm/roles/grants?roleId: the role's grant on every menu. */
export const queryRoleGrants = (roleId: string) =>
  postData<RoleGrants>('/rest/gm/roles/grants', undefined, { params: { roleId } })

export const roleGrantsQuery = (roleId: string) =>
  queryOptions({ queryKey: gmKeys.roleGrants(roleId), queryFn: () => queryRoleGrants(roleId) })

/** POST /rest/gm/roles/saveGrants (JSON): each page's grant. */
export const saveRoleGrants = (body: SaveGrantsBody) =>
  postData<RoleGrants>('/rest/gm/roles/saveGrants', body)
