import { http } from 'msw'
import {
  PERFORMANCE_EVENT_NAMES,
  type PerformanceFeeEvent,
  type PerformanceFeeEventType,
} from '@contract/api/fee'
import { fromCents } from '../db/fee-calc'
import { performanceEventsOf, type PerformanceEventPlan } from '../db/performance-events'
import type { FundRecord } from '../db/types'
import { registerExportSource } from './export-registry'
import { feeScopeOf, listOf, readerOf, sortRows } from './fee-filters'
import { api, fail, ok, withAuth } from './http'
import { BAD_PAGE, pageOf, paginate } from './paging'

/*
 * 业绩报酬 (docs/api.md "Fee queries"): the performance-fee events of the funds that charge
 * one, each with the high-water mark before and after it, computed from the NAV series.
 */

const SORTABLE = ['date', 'fee']
const EVENT_TYPES = Object.keys(PERFORMANCE_EVENT_NAMES) as PerformanceFeeEventType[]

export const PERFORMANCE_MSG = { eventType: '计提类型不正确', result: '计提结果不正确' } as const

const eventView = (fund: FundRecord, e: PerformanceEventPlan): PerformanceFeeEvent => ({
  eventId: `${fund.fundCode}-${e.date}-${e.eventType}`,
  date: e.date,
  fundCode: fund.fundCode,
  fundName: fund.fundName,
  eventType: e.eventType,
  unitNav: e.unitNav,
  accumNav: e.accumNav,
  highWaterMark: e.step.mark4 / 10_000,
  excessReturn: e.step.nav4 / e.step.mark4 - 1,
  ratio: e.ratioPercent / 100,
  shares: e.shares,
  fee: fromCents(e.feeCents),
  newHighWaterMark: e.step.newMark4 / 10_000,
})

/** The events a query asks for (newest first), or the reason it is refused. */
function eventsOf(orgId: string, source: URLSearchParams | Record<string, unknown>) {
  const read = readerOf(source)
  const scope = feeScopeOf(orgId, read, SORTABLE)
  if (typeof scope === 'string') return scope
  const types = listOf(read('eventTypes'), EVENT_TYPES)
  if (!types) return PERFORMANCE_MSG.eventType
  // 计提结果: charged (a fee was charged), none (at or below the mark), or either.
  const result = read('result')
  if (result !== undefined && result !== 'charged' && result !== 'none') {
    return PERFORMANCE_MSG.result
  }
  const { beginDate = '', endDate = '9999-12-31' } = scope
  const rows = scope.funds
    .flatMap((fund) =>
      performanceEventsOf(fund)
        .filter(
          (e) =>
            types.includes(e.eventType) &&
            e.date >= beginDate &&
            e.date <= endDate &&
            (!result || (result === 'charged') === e.step.charged),
        )
        .map((e) => eventView(fund, e)),
    )
    .sort((a, b) => b.date.localeCompare(a.date))
  return sortRows(rows, scope.sort, (row, field) => (field === 'fee' ? row.fee : row.date))
}

registerExportSource('performance-fee', {
  pages: ['fee-query/performance-fee'],
  label: '费用查询-业绩报酬',
  headers: [
    '计提日期',
    '产品代码',
    '产品名称',
    '计提类型',
    '单位净值',
    '计提基准(累计净值)',
    '高水位',
    '超额收益率(%)',
    '提取比例(%)',
    '计提份额',
    '业绩报酬金额',
  ],
  widths: [12, 10, 36, 12, 10, 18, 10, 14, 12, 16, 16],
  rows: (orgId, params) => {
    const rows = eventsOf(orgId, params)
    if (typeof rows === 'string') return undefined
    return rows.map((e) => [
      e.date,
      e.fundCode,
      e.fundName,
      PERFORMANCE_EVENT_NAMES[e.eventType],
      e.unitNav,
      e.accumNav,
      e.highWaterMark,
      Math.round(e.excessReturn * 1_000_000) / 10_000,
      Math.round(e.ratio * 100),
      e.shares,
      e.fee,
    ])
  },
})

export const feePerformanceHandlers = [
  http.post(
    api('/rest/fee/queryPerformanceFeeList'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      const rows = eventsOf(org.orgId, params)
      return typeof rows === 'string' ? fail(rows) : ok(paginate(rows, page))
    }),
  ),
]
