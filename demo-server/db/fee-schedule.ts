import { beijingToday } from '@contract/beijing-time'
import { FEE_TYPES, type FeePaymentStatus, type FeeType } from '@contract/api/fee'
import { dailyAccrualCents, feeRatesOf, netAssetsCents, sharesOf } from './fee-calc'
import { navSeriesOf } from './fund-nav'
import { hashText } from './random'
import { addDays, fromIso, isTradingDay } from './trading-days'
import type { FundRecord } from './types'

/*
 * Each fund's fee book, derived from its NAV series alone (nothing stored): the fees accrued
 * on every calendar day, each quarter's payment of them and what is left unpaid each day.
 */

/** Yesterday in Beijing, the last day with a NAV: the day the demo's data ends. */
export const lastDataDay = () => addDays(beijingToday(), -1)

/**
 * A liquidated fund whose NAV stopped over a week before `until`: its book closes on its last
 * NAV (a fund marked liquidated whose NAV still runs is treated as running).
 */
export const hasEnded = (fund: FundRecord, lastNav: string, until: string) =>
  fund.stage === 'liquidated' && lastNav < addDays(until, -7)

/** 2026-08-14 → 2026Q3 */
export const quarterOf = (day: string) =>
  `${day.slice(0, 4)}Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`

/** The last day of a quarter: 2026Q3 → 2026-09-30. */
export function quarterEnd(quarter: string) {
  const year = Number(quarter.slice(0, 4))
  const q = Number(quarter.slice(5))
  return q === 4 ? `${year}-12-31` : addDays(`${year}-${String(q * 3 + 1).padStart(2, '0')}-01`, -1)
}

/** 2026Q4 → 2027Q1 */
const quarterAfter = (quarter: string) => quarterOf(addDays(quarterEnd(quarter), 1))

/** The n-th trading day after a day. */
export function tradingDayAfter(day: string, n: number) {
  let d = day
  for (let k = 0; k < n; d = addDays(d, 1)) if (isTradingDay(addDays(d, 1))) k += 1
  return d
}

export const PAYMENT_FAILURES = [
  '托管户可用余额不足',
  '收款账户户名与预留信息不符',
  '收款行退票：收款账户已销户',
] as const

/** One quarter's payment of one fee (the accruals of its days). */
export interface PaymentPlan {
  feeType: FeeType
  period: string
  /** Indexes into the book's days, both included. */
  from: number
  to: number
  amountCents: number
  payDate: string
  paidDate?: string
  status: FeePaymentStatus
  failReason?: string
}

export interface AccrualBook {
  fund: FundRecord
  rates: Record<FeeType, number>
  shares: number
  /** Consecutive calendar days, from the first NAV to the data's end (or the liquidation). */
  days: string[]
  /** Each day's net assets in cents (the last valuation day's unit NAV × shares). */
  baseCents: number[]
  accrualCents: Record<FeeType, number[]>
  /** Accrued and not yet paid, at the end of each day. */
  unpaidCents: Record<FeeType, number[]>
  payments: PaymentPlan[]
}

const books = new Map<string, AccrualBook | null>()

/** A fund's book up to `until` (yesterday unless said); undefined when it has no NAV. */
export function accrualBookOf(fund: FundRecord, until = lastDataDay()) {
  const key = `${fund.fundCode}/${until}`
  if (!books.has(key)) {
    if (books.size > 500) books.clear()
    books.set(key, buildBook(fund, until) ?? null)
  }
  return books.get(key) ?? undefined
}

/** The index of a day in the book (days are consecutive). */
export const dayIndex = (book: AccrualBook, day: string) =>
  Math.round((fromIso(day) - fromIso(book.days[0] ?? day)) / 86_400_000)

function buildBook(fund: FundRecord, until: string): AccrualBook | undefined {
  const series = navSeriesOf(fund, until)
  const first = series[0]
  if (!first) return undefined
  const lastNav = series.at(-1)?.date ?? until
  const liquidated = hasEnded(fund, lastNav, until)
  const last = liquidated ? lastNav : until
  const shares = sharesOf(fund.fundCode)
  const rates = feeRatesOf(fund.fundCode)
  const days: string[] = []
  const baseCents: number[] = []
  let p = 0
  for (let day = first.date; day <= last; day = addDays(day, 1)) {
    while (series[p + 1] && series[p + 1]!.date <= day) p += 1
    days.push(day)
    baseCents.push(netAssetsCents(series[p]!.unitNav, shares))
  }
  const accrualCents = {} as Record<FeeType, number[]>
  for (const type of FEE_TYPES) {
    accrualCents[type] = baseCents.map((base) => dailyAccrualCents(base, rates[type]))
  }
  const book: AccrualBook = {
    fund,
    rates,
    shares,
    days,
    baseCents,
    accrualCents,
    unpaidCents: {} as Record<FeeType, number[]>,
    payments: [],
  }
  book.payments = planPayments(book, until, liquidated)
  for (const type of FEE_TYPES) book.unpaidCents[type] = unpaidOf(book, type)
  return book
}

/**
 * Each completed quarter's payment per fee. A payment falls due some trading days after its
 * quarter; until then it is pending. Of the latest quarter already due, some are pending or
 * failed; those are paid with the next quarter's round, so a payment once listed unpaid is never
 * later dated back to its own day, and the first days of a new quarter keep last quarter's.
 */
function planPayments(book: AccrualBook, until: string, liquidated: boolean): PaymentPlan[] {
  const { days, fund } = book
  const quarters: Array<{ period: string; from: number; to: number }> = []
  days.forEach((day, i) => {
    const period = quarterOf(day)
    const current = quarters.at(-1)
    if (current?.period === period) current.to = i
    else quarters.push({ period, from: i, to: i })
  })
  const complete = quarters.filter(
    (q, i) => quarterEnd(q.period) <= until || (liquidated && i === quarters.length - 1),
  )
  const latest = complete.at(-1)?.period
  const planned = complete.map((q) =>
    tradingDayAfter(days[q.to]!, liquidated && q.period === latest ? 3 : 5),
  )
  const latestDue = planned.filter((day) => day <= until).length - 1
  // A late payment is paid with the next quarter's round: its planned day until then, so it
  // does not read "tomorrow" every day of the quarter.
  const nextRound = (k: number) =>
    planned[k + 1] ?? tradingDayAfter(quarterEnd(quarterAfter(complete[k]!.period)), 5)
  return complete.flatMap((q, k) =>
    FEE_TYPES.map((feeType): PaymentPlan => {
      const amountCents = book.accrualCents[feeType]
        .slice(q.from, q.to + 1)
        .reduce((sum, c) => sum + c, 0)
      const roll = hashText(`${fund.fundCode}/${feeType}/${q.period}`) % 10
      // A running fund's payment is late (1, 2) or fails (0) three times in ten.
      const unlucky = !liquidated && roll <= 2
      const plan = { feeType, period: q.period, from: q.from, to: q.to, amountCents }
      const day = planned[k]!
      if (day > until) return { ...plan, payDate: day, status: 'pending' }
      if (k === latestDue && unlucky && roll !== 0) {
        return { ...plan, payDate: nextRound(k), status: 'pending' }
      }
      if (k === latestDue && unlucky) {
        const failReason = PAYMENT_FAILURES[hashText(fund.fundCode) % PAYMENT_FAILURES.length]
        return { ...plan, payDate: day, status: 'failed', failReason }
      }
      const paidDate = k < latestDue && unlucky ? nextRound(k) : day
      return { ...plan, payDate: paidDate, paidDate, status: 'paid' }
    }),
  )
}

/** What is accrued and unpaid at each day's end: a payment clears its quarter on its day. */
function unpaidOf(book: AccrualBook, type: FeeType): number[] {
  const paidOn = new Map<number, number>()
  for (const p of book.payments) {
    if (p.feeType !== type || !p.paidDate) continue
    const i = dayIndex(book, p.paidDate)
    paidOn.set(i, (paidOn.get(i) ?? 0) + p.amountCents)
  }
  let unpaid = 0
  return book.accrualCents[type].map((cents, i) => {
    unpaid += cents - (paidOn.get(i) ?? 0)
    return unpaid
  })
}
