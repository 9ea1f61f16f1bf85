import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { NavNotice, NavRow } from '@contract/api/valuation'
import { listParams } from '@/lib/http/list-params'
import { valuationKeys } from './keys'

type Day = { fundCode: string; date: string }

/** POST /rest/valuation/queryNav?fundCode&beginDate&endDate&checkStatus&noticeStatus&sort&pageNo&pageSize */
export const queryNav = (query: TableQuery) =>
  postData<PagedList<NavRow>>('/rest/valuation/queryNav', undefined, {
    params: listParams(query),
  })

/** POST /rest/valuation/confirmNav?fundCode&date: 核对确认 of a day's NAV (T00018). */
export const confirmNav = ({ fundCode, date }: Day) =>
  postData<null>('/rest/valuation/confirmNav', undefined, { params: { fundCode, date } })

/** POST /rest/valuation/navNotice?fundCode&date: the 净值公告. Silent: the page says so. */
export const getNavNotice = (fundCode: string, date: string) =>
  postData<NavNotice>('/rest/valuation/navNotice', undefined, {
    params: { fundCode, date },
    silent: true,
  })

export const navNoticeQuery = (fundCode: string, date: string) =>
  queryOptions({
    queryKey: valuationKeys.navNotice(fundCode, date),
    queryFn: () => getNavNotice(fundCode, date),
  })

/** POST /rest/valuation/confirmNotice?fundCode&date: 确认发布 (T00063). */
export const confirmNavNotice = ({ fundCode, date }: Day) =>
  postData<NavNotice>('/rest/valuation/confirmNotice', undefined, { params: { fundCode, date } })
