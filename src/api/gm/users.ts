import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  ApplyApproved,
  ApplyReview,
  StaffUser,
  StaffUserBody,
  TempPassword,
} from '@contract/api/general-manage'
import type { PagedList } from '@contract/api/paged-list'

/** POST /rest/gm/users/list?keyword&status&pageNo&pageSize: the organisation's staff users. */
export const queryStaffUsers = (query: TableQuery) =>
  postData<PagedList<StaffUser>>('/rest/gm/users/list', undefined, { params: listParams(query) })

/** POST /rest/gm/users/save (JSON): adding answers the new user's temporary password. */
export const saveStaffUser = (body: StaffUserBody) =>
  postData<{ user: StaffUser; password?: TempPassword }>('/rest/gm/users/save', body, {
    idempotent: true,
  })

/** POST /rest/gm/users/setStatus (JSON): 启用 or 停用. */
export const setStaffStatus = (body: { userId: string; action: 'enable' | 'disable' }) =>
  postData<StaffUser>('/rest/gm/users/setStatus', body)

/** POST /rest/gm/users/resetPassword (JSON): a temporary password, shown once. */
export const resetStaffPassword = (userId: string) =>
  postData<TempPassword>('/rest/gm/users/resetPassword', { userId })

/** POST /rest/gm/applies/list?kind&status&pageNo&pageSize: /reg and /mgr-change applications. */
export const queryApplies = (query: TableQuery) =>
  postData<PagedList<ApplyReview>>('/rest/gm/applies/list', undefined, {
    params: listParams(query),
  })

/** POST /rest/gm/applies/approve (JSON): creates the administrator; answers their password. */
export const approveApply = (applyNo: string) =>
  postData<ApplyApproved>('/rest/gm/applies/approve', { applyNo })

/** POST /rest/gm/applies/return (JSON): with a reason the applicant sees. */
export const returnApply = (body: { applyNo: string; reason: string }) =>
  postData<ApplyReview>('/rest/gm/applies/return', body)

/** POST /rest/gm/users/reveal (JSON): a user's full mobile (the list masks it); logged. */
export const revealStaffMobile = (userId: string) =>
  postData<string>('/rest/gm/users/reveal', { userId, field: 'mobile' })
