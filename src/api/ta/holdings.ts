import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { DividendDetailRow, ShareBalancePage } from '@contract/api/transfer-agent'

/** POST /rest/ta/queryShareBalances?fundCode&investorName&sort&pageNo&pageSize: with totals. */
export const queryShareBalances = (query: TableQuery) =>
  postData<ShareBalancePage>('/rest/ta/queryShareBalances', undefined, {
    params: listParams(query),
  })

/** POST /rest/ta/queryDividendDetails?fundCode&investorName&method&beginDate&endDate&sort&pageNo&pageSize */
export const queryDividendDetails = (query: TableQuery) =>
  postData<PagedList<DividendDetailRow>>('/rest/ta/queryDividendDetails', undefined, {
    params: listParams(query),
  })
