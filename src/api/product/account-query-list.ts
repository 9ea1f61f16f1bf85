import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { FundAccountQuery, FundAccountRow } from '@contract/api/fund-account'
import type { PagedList } from '@contract/api/paged-list'

/** The list's filters and sort as the endpoint (and the export) takes them. */
export function accountQueryParams({ filters, sort }: Pick<TableQuery, 'filters' | 'sort'>) {
  const [openDateFrom, openDateTo] = Array.isArray(filters.openDate) ? filters.openDate : []
  const params: FundAccountQuery = {
    fund: filters.fund as string | undefined,
    kind: filters.kind as FundAccountQuery['kind'],
    status: filters.status as FundAccountQuery['status'],
    openDateFrom,
    openDateTo,
    sort: sort && `${sort.order === 'descend' ? '-' : ''}${sort.field}`,
  }
  return params
}

/** POST /rest/product/queryAccountList?fund&kind&status&openDateFrom&openDateTo&sort&pageNo&pageSize */
export const queryFundAccounts = (query: TableQuery) =>
  postData<PagedList<FundAccountRow>>('/rest/product/queryAccountList', undefined, {
    params: { ...accountQueryParams(query), pageNo: query.pageNo, pageSize: query.pageSize },
    silent: true,
  })
