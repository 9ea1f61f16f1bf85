import { beijingToday } from '@contract/beijing-time'
import { feesOf } from './fund-figures'
import { navSeriesOf } from './fund-nav'
import { addDays, isTradingDay, tradingDaysOfMonth } from './trading-days'
import type { FundRecord } from './fund-types'

/*
 * The days a fund trades on at the TA (登记过户): its monthly open day (first, 15th or last
 * trading day of a month) after a six-month lock-up, priced at that day's unit NAV.
 */

/** 封闭期: no 申购 or 赎回 in the first six months. */
export const LOCK_UP_DAYS = 180

/**
 * The TA's today: Beijing's, the day after the last NAV day (navSeriesOf runs to Beijing's
 * yesterday), so an application waiting for confirmation is never dated after now.
 */
export const taToday = () => beijingToday()

export const round2 = (n: number) => Math.round(n * 100) / 100

/** A fund's open day in a month (YYYY-MM), if it has one. */
export function openDayOf(month: string, rule: FundRecord['openDayRule']) {
  const days = tradingDaysOfMonth(month)
  if (rule === 'first') return days[0]
  if (rule === 'last') return days.at(-1)
  if (rule === 'fifteenth') return days.find((d) => d >= `${month}-15`)
  return undefined
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** Open days from `from` to `to` (both YYYY-MM-DD, inclusive). */
export function openDaysBetween(fund: FundRecord, from: string, to: string): string[] {
  const days: string[] = []
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const day = openDayOf(month, fund.openDayRule)
    if (day && day >= from && day <= to) days.push(day)
  }
  return days
}

/** The first open day on or after a date (within a year), if the fund opens at all. */
export function nextOpenDay(fund: FundRecord, from: string) {
  return openDaysBetween(fund, from, addDays(from, 366))[0]
}

/** The next trading day after a date: when the TA confirms an open day's applications. */
export function confirmDayAfter(day: string) {
  let next = addDays(day, 1)
  while (!isTradingDay(next)) next = addDays(next, 1)
  return next
}

/** A fund's unit NAV by date (the last three years) and its last NAV day. */
export function navBookOf(fund: FundRecord) {
  const series = navSeriesOf(fund)
  const byDate = new Map(series.map((p) => [p.date, p.unitNav]))
  return { byDate, last: series.at(-1) }
}

/** 申购费率 and 赎回费率 by how long the units were held. */
export function tradeFeesOf(fund: FundRecord) {
  const fees = feesOf(fund)
  const [short, middle] = fees.redemptionFees
  return {
    purchase: fees.subscriptionRate,
    redeem: (firstDate: string, day: string) =>
      day < addDays(firstDate, 183)
        ? (short?.rate ?? 0)
        : day < addDays(firstDate, 365)
          ? (middle?.rate ?? 0)
          : 0,
  }
}
