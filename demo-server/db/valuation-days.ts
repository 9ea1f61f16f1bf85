import { beijingToday } from '@contract/beijing-time'
import { navSeriesOf, type NavPoint } from './fund-nav'
import { addDays, isTradingDay } from './trading-days'
import type { FundRecord } from './types'

/*
 * A fund's NAV days for 估值核对's lists: its series (the last three years) with each date's
 * place in it, cached per fund until the series gains a day, so a list of thousands of rows
 * is generated from (fund, date) on demand and never stored.
 */

export interface NavIndex {
  series: NavPoint[]
  at: Map<string, number>
}

const cache = new Map<string, NavIndex>()

export function navIndexOf(fund: FundRecord): NavIndex {
  // The series runs to Beijing's yesterday: it gains a day when Beijing's date changes.
  const key = `${fund.fundCode}/${beijingToday()}`
  let index = cache.get(key)
  if (!index) {
    if (cache.size > 400) cache.clear()
    const series = navSeriesOf(fund)
    index = { series, at: new Map(series.map((p, i) => [p.date, i])) }
    cache.set(key, index)
  }
  return index
}

/** The NAV point of a day and the one before it, if the fund has a NAV that day. */
export function navDayOf(fund: FundRecord, date: string) {
  const index = navIndexOf(fund)
  const i = index.at.get(date)
  if (i === undefined) return undefined
  return { point: index.series[i]!, previous: i > 0 ? index.series[i - 1] : undefined }
}

/** Unit NAV change from the day before, to 6 decimals (a dividend shows as a fall). */
export const dailyChangeOf = (point: NavPoint, previous: NavPoint | undefined) =>
  previous ? Math.round((point.unitNav / previous.unitNav - 1) * 1_000_000) / 1_000_000 : null

/** A trading day with no trading day after it in its week (Monday to Sunday): 净值披露日. */
export function isDisclosureDay(day: string) {
  if (!isTradingDay(day)) return false
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  for (let k = 1; k <= 6 - weekday; k += 1) if (isTradingDay(addDays(day, k))) return false
  return true
}

/** The latest 净值披露日 on or before a day. */
export function disclosureDayOnOrBefore(day: string) {
  let d = day
  while (!isDisclosureDay(d)) d = addDays(d, -1)
  return d
}
