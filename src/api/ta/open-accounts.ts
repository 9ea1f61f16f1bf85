import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { OpenAccountRow } from '@contract/api/transfer-agent'

/** POST /rest/ta/queryOpenAccounts?investorName&status&beginDate&endDate&pageNo&pageSize: 待审核 first. */
export const queryOpenAccounts = (query: TableQuery) =>
  postData<PagedList<OpenAccountRow>>('/rest/ta/queryOpenAccounts', undefined, {
    params: listParams(query),
  })

/** POST /rest/ta/approveOpenAccount { applyId }: the applicant becomes an investor. */
export const approveOpenAccount = (applyId: string) =>
  postData<OpenAccountRow>('/rest/ta/approveOpenAccount', { applyId })

/** POST /rest/ta/returnOpenAccount { applyId, reason } */
export const returnOpenAccount = (applyId: string, reason: string) =>
  postData<OpenAccountRow>('/rest/ta/returnOpenAccount', { applyId, reason })
