import { postData } from '@/lib/http/request'
import type { FilterValue, TableQuery } from '@/lib/query-state'
import type { FundListFilters, FundListItem } from '@contract/api/fund-query'
import type { PagedList } from '@contract/api/paged-list'

const text = (value: FilterValue | undefined) => (typeof value === 'string' ? value : undefined)

/** The list's query (as the address holds it) in the endpoint's terms: also the export's. */
export function fundListFilters({ filters, sort }: Omit<TableQuery, 'pageNo' | 'pageSize'>) {
  const stages = filters.stages
  const range = filters.establishDate
  const params: FundListFilters = {
    keyword: text(filters.keyword),
    stages: Array.isArray(stages) && stages.length ? stages.join(',') : undefined,
    fundType: text(filters.fundType),
    beginDate: Array.isArray(range) ? range[0] : undefined,
    endDate: Array.isArray(range) ? range[1] : undefined,
    sort: sort && `${sort.order === 'descend' ? '-' : ''}${sort.field}`,
  }
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined),
  ) as FundListFilters
}

/**
 * POST /rest/fund/queryFundList?keyword&stages&fundType&beginDate&endDate&sort&pageNo&pageSize:
 * the organisation's funds. A refusal shows as the table's failure (silent).
 */
export const queryFundList = (query: TableQuery) =>
  postData<PagedList<FundListItem>>('/rest/fund/queryFundList', undefined, {
    params: { ...fundListFilters(query), pageNo: query.pageNo, pageSize: query.pageSize },
    silent: true,
  })
