import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { SuitabilityPage, SuitabilityRow, SuitabilitySummary } from '@contract/api/sales'

/** POST /rest/sales/queryInvestorSuitability?fundCode&investorName&investorRiskLevel&onlyMismatch&sort&pageNo&pageSize */
export const querySuitability = (query: TableQuery) =>
  postData<SuitabilityPage>('/rest/sales/queryInvestorSuitability', undefined, {
    params: listParams(query),
  }) as Promise<PagedList<SuitabilityRow>>

/** The counts the suitability answer carries beside its page. */
export const summaryOf = (page: PagedList<SuitabilityRow> | undefined) =>
  (page as SuitabilityPage | undefined)?.summary as SuitabilitySummary | undefined
