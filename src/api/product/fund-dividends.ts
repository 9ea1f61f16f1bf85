import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { ApplicationFund } from '@contract/api/application'
import type { DividendDetail, DividendRow, DividendSubmit } from '@contract/api/fund-dividends'
import type { PagedList } from '@contract/api/paged-list'
import { pageParams } from './application-files'
import { productKeys } from './keys'

/** 产品分红 endpoints (docs/api.md "产品成立、清算、分红"). */
const BASE = '/rest/product/dividend'

/** POST …/queryList?fundName&status&beginDate&endDate (权益登记日)&sort&pageNo&pageSize */
export const queryDividends = (query: TableQuery) =>
  postData<PagedList<DividendRow>>(`${BASE}/queryList`, undefined, {
    params: pageParams(query, 'recordDate'),
    silent: true,
  })

export const getDividend = (planId: string) =>
  postData<DividendDetail>(`${BASE}/detail`, undefined, { params: { planId }, silent: true })

export const dividendQuery = (planId: string) =>
  queryOptions({
    queryKey: productKeys.application('fund-dividends', planId),
    queryFn: () => getDividend(planId),
  })

/** POST …/funds: operating funds with their latest unit NAV (新建分红方案's choices). */
export const getDividendFunds = () => postData<ApplicationFund[]>(`${BASE}/funds`)

export const dividendFundsQuery = () =>
  queryOptions({
    queryKey: productKeys.applicationFunds('fund-dividends'),
    queryFn: getDividendFunds,
  })

/** POST …/submit (JSON): a new plan, 待确认 (fundDividendsNum rises). */
export const submitDividend = (body: DividendSubmit) =>
  postData<DividendDetail>(`${BASE}/submit`, body, { idempotent: true })

/** POST …/confirm?planId: 已确认 (fundDividendsNum drops). */
export const confirmDividend = (planId: string) =>
  postData<DividendDetail>(`${BASE}/confirm`, undefined, { params: { planId } })
