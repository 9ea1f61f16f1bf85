import { http } from 'msw'
import type { PagedList } from '@contract/api/paged-list'
import type {
  DividendDetailRow,
  ShareBalancePage,
  ShareBalanceRow,
} from '@contract/api/transfer-agent'
import { channelName } from '../db/sales-agencies'
import { holdingsOf } from '../db/ta-holdings'
import { tradeBookOf } from '../db/ta-trade-book'
import {
  pageOrFail,
  problemOf,
  readerOf,
  searchOf,
  sorted,
  sortOf,
  type ParamReader,
  type SortState,
} from './custodian-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { paginate } from './paging'
import { commonFilterOf, inRange, investorMapOf, latestNavOf, oneOf, TA_MSG } from './ta-common'

/*
 * 份额余额 and 分红明细 (docs/api.md "登记过户"): today's holdings at the latest NAV, with
 * totals (a fund's rows add up to its shares), and each investor's part of paid dividends.
 */

const BALANCE_SORTS = ['shares', 'marketValue', 'firstDate'] as const
const DIVIDEND_SORTS = ['recordDate', 'dividendAmount'] as const
const round2 = (n: number) => Math.round(n * 100) / 100

function balanceRows(orgId: string, get: ParamReader): ShareBalanceRow[] | string {
  const filter = commonFilterOf(get, orgId)
  const sort = sortOf(get, BALANCE_SORTS)
  const problem = problemOf(filter) ?? problemOf(sort)
  if (problem) return problem
  const { funds, investorName } = filter as Exclude<typeof filter, { problem: string }>
  const names = investorMapOf(orgId)
  const rows = funds.flatMap((fund) => {
    const { unitNav, navDate } = latestNavOf(fund)
    return holdingsOf(fund)
      .map((h) => ({ h, name: names.get(h.investorId)?.investorName ?? h.investorId }))
      .filter(({ name }) => !investorName || name.includes(investorName))
      .map(({ h, name }) => ({
        key: `${fund.fundCode}/${h.investorId}`,
        investorId: h.investorId,
        investorName: name,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        shares: h.shares,
        unitNav,
        navDate,
        marketValue: unitNav === null ? null : round2(h.shares * unitNav),
        firstDate: h.firstDate,
        channelName: channelName(h.channel),
      }))
  })
  return sorted(rows, sort as SortState | undefined)
}

function dividendRows(orgId: string, get: ParamReader): DividendDetailRow[] | string {
  const filter = commonFilterOf(get, orgId)
  const method = oneOf(get, 'method', ['cash', 'reinvest'] as const, TA_MSG.method)
  const sort = sortOf(get, DIVIDEND_SORTS)
  const problem = [filter, method, sort].map(problemOf).find(Boolean)
  if (problem) return problem
  const { funds, investorName, from, to } = filter as Exclude<typeof filter, { problem: string }>
  const names = investorMapOf(orgId)
  const rows = funds.flatMap((fund) =>
    tradeBookOf(fund)
      .dividends.map((d) => ({
        ...d,
        investorName: names.get(d.investorId)?.investorName ?? d.investorId,
      }))
      .filter(
        (d) =>
          (!method || d.method === method) &&
          inRange(d.recordDate, from, to) &&
          (!investorName || d.investorName.includes(investorName)),
      )
      .map((d) => ({ ...d, key: `${d.planId}/${d.investorId}`, fundName: fund.fundName })),
  )
  return sorted(rows, (sort as SortState | undefined) ?? { field: 'recordDate', order: 'descend' })
}

registerExportSource('ta-share-balances', {
  pages: ['transfer-agent/share-balance'],
  label: '登记过户-份额余额',
  headers: [
    '投资者',
    '产品代码',
    '产品名称',
    '持有份额',
    '单位净值',
    '净值日期',
    '参考市值',
    '首次确认日期',
    '销售渠道',
  ],
  widths: [28, 10, 30, 16, 10, 12, 18, 14, 26],
  rows: (orgId, params) => {
    const rows = balanceRows(orgId, readerOf(params))
    if (typeof rows === 'string') return undefined
    return rows.map((r) => [
      r.investorName,
      r.fundCode,
      r.fundName,
      r.shares,
      r.unitNav ?? '',
      r.navDate ?? '',
      r.marketValue ?? '',
      r.firstDate,
      r.channelName,
    ])
  },
})

/** Each fund's listed shares × its unit NAV, as 产品查询's 规模 (the rows' roundings not summed). */
function marketValueOf(rows: readonly ShareBalanceRow[]) {
  const byFund = new Map<string, { shares: number; unitNav: number }>()
  for (const r of rows) {
    if (r.unitNav === null) continue
    const fund = byFund.get(r.fundCode) ?? { shares: 0, unitNav: r.unitNav }
    fund.shares += r.shares
    byFund.set(r.fundCode, fund)
  }
  return round2([...byFund.values()].reduce((s, f) => s + round2(f.shares * f.unitNav), 0))
}

export const taBalanceHandlers = [
  http.post(
    api('/rest/ta/queryShareBalances'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = balanceRows(org.orgId, searchOf(request))
      if (typeof rows === 'string') return fail(rows)
      const totals = {
        shares: rows.reduce((s, r) => s + r.shares, 0),
        marketValue: marketValueOf(rows),
      }
      return ok<ShareBalancePage>({ ...paginate(rows, paging.page), totals })
    }),
  ),

  http.post(
    api('/rest/ta/queryDividendDetails'),
    withAuth(({ request }, { org }) => {
      const paging = pageOrFail(request)
      if (paging.refusal) return paging.refusal
      const rows = dividendRows(org.orgId, searchOf(request))
      if (typeof rows === 'string') return fail(rows)
      return ok<PagedList<DividendDetailRow>>(paginate(rows, paging.page))
    }),
  ),
]
