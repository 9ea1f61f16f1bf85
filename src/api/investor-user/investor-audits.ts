import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  AccountAudit,
  AccountAuditDetail,
  AuditReview,
  ResetAudit,
  ResetAuditDetail,
} from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { investorUserKeys } from './keys'

const BASE = '/rest/investorUser'

/** POST …/queryAccountAudits?userName&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryAccountAudits = (query: TableQuery) =>
  postData<PagedList<AccountAudit>>(`${BASE}/queryAccountAudits`, undefined, {
    params: listParams(query),
  })

/** POST …/queryResetAudits?userName&status&channel&beginDate&endDate&sort&pageNo&pageSize */
export const queryResetAudits = (query: TableQuery) =>
  postData<PagedList<ResetAudit>>(`${BASE}/queryResetAudits`, undefined, {
    params: listParams(query),
  })

/** POST …/accountAuditDetail?auditId, with its timeline. Silent: the drawer says so. */
export const getAccountAudit = (auditId: string) =>
  postData<AccountAuditDetail>(`${BASE}/accountAuditDetail`, undefined, {
    params: { auditId },
    silent: true,
  })

/** POST …/resetAuditDetail?auditId, with its timeline. */
export const getResetAudit = (auditId: string) =>
  postData<ResetAuditDetail>(`${BASE}/resetAuditDetail`, undefined, {
    params: { auditId },
    silent: true,
  })

/** An 开户 ('account') or 密码重置 ('reset') audit by its id: one drawer shows either. */
export const auditQuery = (kind: 'account' | 'reset', auditId: string) =>
  queryOptions<AccountAuditDetail | ResetAuditDetail>({
    queryKey: investorUserKeys.audit(kind, auditId),
    queryFn: () => (kind === 'account' ? getAccountAudit(auditId) : getResetAudit(auditId)),
  })

/** POST …/reviewAccountAudit (JSON): 通过 opens the account; 退回 with a reason. */
export const reviewAccountAudit = (review: AuditReview) =>
  postData<AccountAuditDetail>(`${BASE}/reviewAccountAudit`, review)

/** POST …/reviewResetAudit (JSON): 通过 sends a temporary password by SMS; 退回 with a reason. */
export const reviewResetAudit = (review: AuditReview) =>
  postData<ResetAuditDetail>(`${BASE}/reviewResetAudit`, review)
