import type { ConfirmStatus } from '@contract/api/valuation-reports'
import { db } from '../db/db'
import { lastDataDay } from '../db/fee-schedule'
import { beijingNow } from '../db/seed-custodian-time'
import type { FundRecord } from '../db/types'
import { fundLedgerOf, hasBooks, type FundLedger } from '../db/valuation-ledger'
import { CUSTODIAN_MSG, type Checked, type ParamReader } from './custodian-common'
import { isPending } from './pending'

/*
 * What 增值税, 报表 and 凭证's endpoints share: their refusals, the organisation's funds with
 * books, a month range and a record's 待确认 / 已确认 state.
 */

export const VALUATION_MSG = {
  ...CUSTODIAN_MSG,
  period: '期间格式不正确，请使用 YYYY-MM',
  periodRange: '开始期间不能晚于结束期间',
  periodSpan: '查询期间不能超过36个月',
  dateSpan: '查询日期区间不能超过一年',
  confirmed: '该记录已确认，请刷新后查看',
} as const

/** The organisation's funds that have books (established, with shares and a NAV). */
export const bookFundsOf = (orgId: string) =>
  db.state.funds.filter((f) => f.orgId === orgId && hasBooks(f))

export const ledgersOf = (funds: readonly FundRecord[]) =>
  funds.map((f) => fundLedgerOf(f)).filter((l): l is FundLedger => Boolean(l))

/** A fund of the organisation with books, by `fundCode` (none asked: all of them). */
export function bookFundFilter(get: ParamReader, orgId: string): Checked<FundRecord[]> {
  const code = get('fundCode')
  const funds = bookFundsOf(orgId)
  if (!code) return funds
  const fund = db.state.funds.find((f) => f.orgId === orgId && f.fundCode === code)
  if (!fund) return { problem: VALUATION_MSG.fund }
  return hasBooks(fund) ? [fund] : []
}

/** An optional status filter, the param `name`: one of `labels`' keys. */
export function statusFilterOf(
  get: ParamReader,
  name: string,
  labels: Readonly<Record<string, string>>,
): Checked<{ status?: string }> {
  const status = get(name)
  if (status && !Object.hasOwn(labels, status)) return { problem: VALUATION_MSG.status }
  return { status }
}

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/

/** YYYY-MM shifted by whole months. */
export function shiftPeriod(period: string, months: number) {
  const [y, m] = period.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return d.toISOString().slice(0, 7)
}

/** The last month the data covers to its end. */
export function lastCompletePeriod() {
  const day = lastDataDay()
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString()
  return next.slice(8, 10) === '01' ? day.slice(0, 7) : shiftPeriod(day.slice(0, 7), -1)
}

/** `beginPeriod`–`endPeriod` (YYYY-MM), at most 36 months; none: the last `months` months. */
export function periodRangeOf(
  get: ParamReader,
  months: number,
): Checked<{ from: string; to: string }> {
  const from = get('beginPeriod')
  const to = get('endPeriod')
  if ((from && !PERIOD.test(from)) || (to && !PERIOD.test(to))) {
    return { problem: VALUATION_MSG.period }
  }
  const end = to ?? (from && from > lastCompletePeriod() ? from : lastCompletePeriod())
  const begin = from ?? (to ? shiftPeriod(to, 1 - months) : shiftPeriod(end, 1 - months))
  if (begin > end) return { problem: VALUATION_MSG.periodRange }
  if (shiftPeriod(begin, 36) <= end) return { problem: VALUATION_MSG.periodSpan }
  return { from: begin, to: end }
}

/** 待确认 while its pending item is open; else who confirmed it and when. */
export function confirmStateOf(
  id: string,
  period: string,
): { status: ConfirmStatus; confirmedBy?: string; confirmedAt?: string } {
  if (isPending(id)) return { status: 'pending' }
  const stored = db.state.valuationConfirmations[id]
  if (stored) return { status: 'confirmed', confirmedBy: stored.by, confirmedAt: stored.at }
  // Earlier months were confirmed by the organisation's operations early in the next month.
  const usual = `${shiftPeriod(period, 1)}-06 16:30:00`
  const now = beijingNow()
  return {
    status: 'confirmed',
    confirmedBy: '管理人运营岗',
    confirmedAt: usual < now ? usual : now,
  }
}

/** A record id's parts: PREFIX-{fundCode}-{YYYY-MM}. */
export function periodIdOf(id: unknown, prefix: 'VAT' | 'FR') {
  const match =
    typeof id === 'string' ? new RegExp(`^${prefix}-([A-Z0-9]+)-(\\d{4}-\\d{2})$`).exec(id) : null
  return match ? { fundCode: match[1]!, period: match[2]! } : undefined
}

/** The organisation's fund with books and its month, for a record id. */
export function monthRecordOf(orgId: string, id: unknown, prefix: 'VAT' | 'FR') {
  const parts = periodIdOf(id, prefix)
  const fund = parts && bookFundsOf(orgId).find((f) => f.fundCode === parts.fundCode)
  const ledger = fund && fundLedgerOf(fund)
  const month = ledger?.months.find((m) => m.period === parts?.period)
  return ledger && month ? { ledger, month, id: id as string } : undefined
}

export const yuan = (cents: number) => cents / 100
