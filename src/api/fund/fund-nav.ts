import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { FundNavSeries, NavRange, NavRow } from '@contract/api/fund-query'
import type { PagedList } from '@contract/api/paged-list'
import { fundKeys } from './keys'

/** POST /rest/fund/queryFundNav?fundCode&range: the chart's points, oldest first. */
export const queryFundNav = (fundCode: string, range: NavRange) =>
  postData<FundNavSeries>('/rest/fund/queryFundNav', undefined, {
    params: { fundCode, range },
    silent: true,
  })

export const fundNavQuery = (fundCode: string, range: NavRange) =>
  queryOptions({
    queryKey: fundKeys.nav(fundCode, range),
    queryFn: () => queryFundNav(fundCode, range),
  })

/** POST /rest/fund/queryFundNavList?fundCode&pageNo&pageSize: daily NAV, newest first. */
export const queryFundNavList = (fundCode: string, pageNo: number, pageSize: number) =>
  postData<PagedList<NavRow>>('/rest/fund/queryFundNavList', undefined, {
    params: { fundCode, pageNo, pageSize },
    silent: true,
  })

export const fundNavListQuery = (fundCode: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: fundKeys.navList(fundCode, pageNo, pageSize),
    queryFn: () => queryFundNavList(fundCode, pageNo, pageSize),
  })
