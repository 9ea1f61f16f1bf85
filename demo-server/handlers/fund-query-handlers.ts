import { http } from 'msw'
import {
  NAV_RANGES,
  type FundAccountItem,
  type FundDetail,
  type FundNavSeries,
  type NavRange,
  type NavRow,
} from '@contract/api/fund-query'
import { FUND_STAGE_NAMES } from '@contract/api/home'
import { FUND_ACCOUNT_KIND_NAMES, fundAccountsOf } from '../db/fund-accounts'
import { feesOf, sharesOf } from '../db/fund-figures'
import { navSeriesOf } from '../db/fund-nav'
import { addDays } from '../db/trading-days'
import type { FundRecord } from '../db/types'
import { registerExportSource } from './export-registry'
import { FUND_MSG, fundItemOf, fundListQueryOf, fundListRows, ownFund } from './fund-list'
import { api, fail, ok, withAuth, type AuthContext } from './http'
import { BAD_PAGE, pageOf, paginate } from './paging'

/*
 * 产品查询 (product-manage/fund-query) and the fund detail's tabs: POST under /rest/fund/,
 * parameters in the query string, only the session organisation's funds (docs/api.md).
 */

const NAV_MSG = { badRange: '净值区间有误' }

const OPEN_DAYS: Record<FundRecord['openDayRule'], string> = {
  first: '每月首个交易日开放申购、赎回',
  fifteenth: '每月15日开放申购、赎回（遇非交易日顺延）',
  last: '每月最后一个交易日开放申购、赎回',
  none: '封闭运作，不开放申购、赎回',
}

function detailOf(fund: FundRecord, orgName: string): FundDetail {
  const item = fundItemOf(fund)
  const latest = navSeriesOf(fund).at(-1)
  const maturity = fund.establishDate ? monthsLater(fund.establishDate, fund.durationMonths) : ''
  return {
    ...item,
    recordNo: fund.recordNo,
    durationMonths: fund.durationMonths,
    maturityDate: maturity,
    accumNav: latest?.accumNav ?? null,
    shares: sharesOf(fund),
    openDay: fund.stage === 'raising' ? '募集期内不开放' : OPEN_DAYS[fund.openDayRule],
    orgName,
  }
}

function monthsLater(day: string, months: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return addDays(new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10), -1)
}

const RANGE_MONTHS: Record<Exclude<NavRange, 'all'>, number> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
}

function navSeries(fund: FundRecord, range: NavRange): FundNavSeries {
  const all = navSeriesOf(fund)
  const first = all[0]
  const last = all.at(-1)
  const sinceEstablishment = !!first && addDays(fund.establishDate, 10) >= first.date
  if (!last || range === 'all') return { range, sinceEstablishment, points: all }
  const from = monthsLater(last.date, -RANGE_MONTHS[range])
  return { range, sinceEstablishment, points: all.filter((p) => p.date > from) }
}

function navRows(fund: FundRecord): NavRow[] {
  const all = navSeriesOf(fund)
  return all
    .map((p, i) => {
      const before = all[i - 1]
      const dailyReturn = before ? (p.accumNav - before.accumNav) / before.unitNav : null
      return {
        ...p,
        dailyReturn: dailyReturn === null ? null : Math.round(dailyReturn * 1e6) / 1e6,
      }
    })
    .reverse()
}

type FundResolver = (fund: FundRecord, query: URLSearchParams, auth: AuthContext) => Response

/** A call about one fund: its code must name one of the organisation's funds. */
const forFund = (path: string, resolve: FundResolver) =>
  http.post(
    api(path),
    withAuth(({ request }, auth) => {
      const query = new URL(request.url).searchParams
      const code = query.get('fundCode')?.trim()
      if (!code) return fail(FUND_MSG.noCode)
      const fund = ownFund(auth.org.orgId, code)
      return fund ? resolve(fund, query, auth) : fail(FUND_MSG.notFound)
    }),
  )

export const fundQueryHandlers = [
  http.post(
    api('/rest/fund/queryFundList'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      const query = fundListQueryOf(params)
      if (typeof query === 'string') return fail(query)
      return ok(paginate(fundListRows(org.orgId, query), page))
    }),
  ),
  forFund('/rest/fund/queryFundDetail', (fund, _, { org }) => ok(detailOf(fund, org.orgName))),
  forFund('/rest/fund/queryFundAccounts', (fund) =>
    ok<FundAccountItem[]>(
      fundAccountsOf(fund).map((a) => ({ ...a, kindName: FUND_ACCOUNT_KIND_NAMES[a.kind] })),
    ),
  ),
  forFund('/rest/fund/queryFundFees', (fund) => ok(feesOf(fund))),
  forFund('/rest/fund/queryFundNav', (fund, query) => {
    const range = (query.get('range') ?? 'all') as NavRange
    if (!NAV_RANGES.includes(range)) return fail(NAV_MSG.badRange)
    return ok(navSeries(fund, range))
  }),
  forFund('/rest/fund/queryFundNavList', (fund, query) => {
    const page = pageOf(query)
    return page ? ok(paginate(navRows(fund), page)) : fail(BAD_PAGE)
  }),
]

registerExportSource('fund-list', {
  pages: ['product-manage/fund-query'],
  label: '产品查询-产品列表',
  headers: [
    '产品代码',
    '产品名称',
    '产品类型',
    '投资策略',
    '产品阶段',
    '风险等级',
    '成立日期',
    '最新单位净值',
    '净值日期',
    '产品规模（元）',
    '基金经理',
  ],
  widths: [12, 40, 18, 12, 10, 10, 12, 14, 12, 18, 10],
  rows: (orgId, params) => {
    const query = fundListQueryOf(params)
    if (typeof query === 'string') return undefined
    return fundListRows(orgId, query).map((f) => [
      f.fundCode,
      f.fundName,
      f.fundType,
      f.strategy,
      FUND_STAGE_NAMES[f.stage],
      f.riskLevel,
      f.establishDate,
      f.latestNav,
      f.navDate,
      f.scale,
      f.managerName,
    ])
  },
})
