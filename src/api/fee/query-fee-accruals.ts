import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { FeeAccrualRow, FeeSummaryGrouping, FeeSummaryPage } from '@contract/api/fee'
import type { PagedList } from '@contract/api/paged-list'
import { accrualMonth, feeParams } from './fee-params'

/** The accrual filters, accrualMonth's range when none is chosen. */
export const accrualParams = (query: Pick<TableQuery, 'filters' | 'sort'>) => {
  const filters = { accrualDate: accrualMonth(), ...query.filters }
  return feeParams({ ...query, filters }, 'accrualDate')
}

/** POST /rest/fee/queryAccrualList: each day's accrual of each fee, newest day first. */
export const queryFeeAccruals = (query: TableQuery) =>
  postData<PagedList<FeeAccrualRow>>('/rest/fee/queryAccrualList', undefined, {
    params: { ...accrualParams(query), pageNo: query.pageNo, pageSize: query.pageSize },
  })

/** POST /rest/fee/queryAccrualSummary: totals by period and fund, and the totals of all. */
export const queryFeeAccrualSummary = (query: TableQuery, groupBy: FeeSummaryGrouping) =>
  postData<FeeSummaryPage>('/rest/fee/queryAccrualSummary', undefined, {
    params: {
      ...accrualParams({ filters: query.filters }),
      groupBy,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
  })
