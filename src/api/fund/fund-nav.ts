import { postData } from '@/lib/http/request'
import type { FundNavSeries, NavRange, NavRow } from '@contract/api/fund-query'
import type { PagedList } from '@contract/api/paged-list'

/** POST /rest/fund/queryFundNav?fundCode&range: the chart's points, oldest first. */
export const queryFundNav = (fundCode: string, range: NavRange) =>
  postData<FundNavSeries>('/rest/fund/queryFundNav', undefined, {
    params: { fundCode, range },
    silent: true,
  })

/** POST /rest/fund/queryFundNavList?fundCode&pageNo&pageSize: daily NAV, newest first. */
export const queryFundNavList = (fundCode: string, pageNo: number, pageSize: number) =>
  postData<PagedList<NavRow>>('/rest/fund/queryFundNavList', undefined, {
    params: { fundCode, pageNo, pageSize },
    silent: true,
  })
