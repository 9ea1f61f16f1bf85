import type { CheckStatus, SendKind, SendStatus } from '@contract/api/valuation'
import { db } from '../db/db'
import { checkId } from '../db/seed-valuation'
import { addDays } from '../db/trading-days'
import type { NavPoint } from '../db/fund-nav'
import { navIndexOf } from '../db/valuation-days'
import type { CheckKind, FundRecord } from '../db/types'
import {
  CUSTODIAN_MSG,
  dateRangeOf,
  isDate,
  problemOf,
  sortOf,
  type Checked,
  type ParamReader,
} from './custodian-common'

/*
 * What 估值核对's endpoints share (docs/api.md "估值核对"): refusals, the organisation's funds
 * with NAVs, the checks and sends that give a row its statuses, and the lists of (fund, NAV
 * day) rows walked from the NAV series on demand — only the page asked for is built.
 */

export const VALUATION_MSG = {
  ...CUSTODIAN_MSG,
  fundRequired: '请选择产品',
  dateRequired: '请选择估值日期',
  noTable: '该产品在该日期没有估值表',
  noNav: '该产品在该日期没有净值',
  checkStatus: '核对状态有误',
  sendStatus: '发送状态有误',
  noticeStatus: '公告状态有误',
  tableDone: '该估值表已核对，请刷新后查看',
  navDone: '该净值已核对，请刷新后查看',
  noticeDone: '该净值公告已确认，请刷新后查看',
  noNotice: '该日期不是净值披露日，无需确认公告',
  tableUnchecked: '估值表尚未核对，请先核对确认',
  navUnchecked: '净值尚未核对，请先核对确认',
  seriesUnchecked: '区间内有待核对的净值，请先核对确认',
  kind: '发送类型有误',
  seriesRange: '净值序列的区间不能超过一年',
  seriesEmpty: '该区间内没有净值',
  result: '发送结果有误',
} as const

/** Who keeps the funds, as tables and announcements name it. */
export const CUSTODIAN_NAME = '资产托管部'

/** The organisation's funds that have NAVs (all but those still raising), by code. */
export const valuationFundsOf = (orgId: string) =>
  db.state.funds
    .filter((f) => f.orgId === orgId && navIndexOf(f).series.length > 0)
    .sort((a, b) => a.fundCode.localeCompare(b.fundCode))

/** A fund the caller's organisation has (with NAVs), or the refusal. */
export function ownFund(orgId: string, code: string | undefined): Checked<FundRecord> {
  if (!code) return { problem: VALUATION_MSG.fundRequired }
  return valuationFundsOf(orgId).find((f) => f.fundCode === code) ?? { problem: VALUATION_MSG.fund }
}

/** A required date: YYYY-MM-DD. */
export function dayOf(get: ParamReader, key = 'date'): Checked<string> {
  const date = get(key)
  if (!date) return { problem: VALUATION_MSG.dateRequired }
  return isDate(date) ? date : { problem: VALUATION_MSG.date }
}

/** A check that still waits on the manager, if there is one. */
export const waitingCheck = (kind: CheckKind, fundCode: string, date: string) =>
  db.state.valuationChecks.find((c) => c.id === checkId(kind, fundCode, date) && !c.confirmedAt)

/** The ids of an organisation's checks of a kind that wait. */
export const waitingIds = (kind: CheckKind, orgId: string) =>
  new Set(
    db.state.valuationChecks
      .filter((c) => c.kind === kind && c.orgId === orgId && !c.confirmedAt)
      .map((c) => checkId(kind, c.fundCode, c.date)),
  )

export const checkStatusOf = (waiting: ReadonlySet<string>, id: string): CheckStatus =>
  waiting.has(id) ? 'pending' : 'checked'

/** The latest send of each (fund, day) of a kind: 已发送 or 发送失败. */
export function sendStatuses(kind: SendKind, orgId: string): Map<string, SendStatus> {
  const statuses = new Map<string, SendStatus>()
  for (const s of db.state.valuationSends) {
    if (s.kind !== kind || s.orgId !== orgId) continue
    statuses.set(`${s.fundCode}/${s.date}`, s.result === 'success' ? 'sent' : 'failed')
  }
  return statuses
}

/** A list query over (fund, NAV day) rows. */
export interface DayQuery {
  funds: FundRecord[]
  from?: string
  to?: string
  order: 'ascend' | 'descend'
}

/** Fund, date range and `sort=date|-date` (newest first by default) of a list request. */
export function dayQueryOf(get: ParamReader, orgId: string): Checked<DayQuery> {
  const code = get('fundCode')
  const fund = code ? ownFund(orgId, code) : undefined
  const range = dateRangeOf(get)
  const sort = sortOf(get, ['date'])
  const problem = [fund, range, sort].map(problemOf).find(Boolean)
  if (problem) return { problem }
  const { from, to } = range as { from?: string; to?: string }
  return {
    funds: fund ? [fund as FundRecord] : valuationFundsOf(orgId),
    from,
    to,
    order: (sort as { order?: 'ascend' | 'descend' } | undefined)?.order ?? 'descend',
  }
}

export interface NavDay {
  fund: FundRecord
  date: string
  point: NavPoint
  /** The NAV day before, if the series has one. */
  previous?: NavPoint
}

/** Every (fund, NAV day) of a query in order: by date, then by fund code. */
export function* navDays(query: DayQuery): Generator<NavDay> {
  const indexes = query.funds.map((fund) => ({ fund, index: navIndexOf(fund) }))
  const firsts = indexes.map((x) => x.index.series[0]?.date ?? '9999')
  const lasts = indexes.map((x) => x.index.series.at(-1)?.date ?? '')
  const earliest = firsts.reduce((a, b) => (a < b ? a : b), '9999')
  const start = query.from && query.from > earliest ? query.from : earliest
  const latest = lasts.reduce((a, b) => (a > b ? a : b), '')
  const end = query.to && query.to < latest ? query.to : latest
  if (!end || start > end) return
  const step = query.order === 'descend' ? -1 : 1
  for (let day = step < 0 ? end : start; day >= start && day <= end; day = addDays(day, step)) {
    for (const { fund, index } of indexes) {
      const i = index.at.get(day)
      if (i !== undefined) {
        yield { fund, date: day, point: index.series[i]!, previous: index.series[i - 1] }
      }
    }
  }
}

/** One page of the days that pass a filter, and how many pass in all. */
export function pageOfDays<Row>(
  days: Iterable<NavDay>,
  keep: (day: NavDay) => boolean,
  page: { pageNo: number; pageSize: number },
  rowOf: (day: NavDay) => Row,
) {
  const first = (page.pageNo - 1) * page.pageSize
  const list: Row[] = []
  let total = 0
  for (const day of days) {
    if (!keep(day)) continue
    if (total >= first && list.length < page.pageSize) list.push(rowOf(day))
    total += 1
  }
  return { list, total, pageNo: page.pageNo, pageSize: page.pageSize }
}

/** A status filter among the values allowed, or the refusal. */
export function statusOf<T extends string>(
  get: ParamReader,
  key: string,
  allowed: readonly T[],
  problem: string,
): Checked<T | undefined> {
  const value = get(key)
  if (!value) return undefined
  return (allowed as readonly string[]).includes(value) ? (value as T) : { problem }
}
