import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { SalesAgency, SalesAgencyDetail } from '@contract/api/sales'
import { salesKeys } from './keys'

/** POST /rest/sales/querySalesAgencies?agencyName&status&kind&sort&pageNo&pageSize */
export const querySalesAgencies = (query: TableQuery) =>
  postData<PagedList<SalesAgency>>('/rest/sales/querySalesAgencies', undefined, {
    params: listParams(query),
  })

/** POST /rest/sales/salesAgencyDetail?agencyCode: its agreement and the funds it sells. */
export const getSalesAgency = (agencyCode: string) =>
  postData<SalesAgencyDetail>('/rest/sales/salesAgencyDetail', undefined, {
    params: { agencyCode },
    silent: true,
  })

export const salesAgencyQuery = (agencyCode: string) =>
  queryOptions({
    queryKey: salesKeys.agency(agencyCode),
    queryFn: () => getSalesAgency(agencyCode),
  })
