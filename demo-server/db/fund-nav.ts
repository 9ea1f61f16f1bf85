import { beijingToday } from '@contract/beijing-time'
import { hashText, seededRandom } from './random'
import { addDays, isTradingDay } from './trading-days'
import type { FundRecord } from './types'

/** One day's net asset values of a fund (产品查询's 净值走势, 业绩分析). */
export interface NavPoint {
  /** YYYY-MM-DD, a trading day. */
  date: string
  unitNav: number
  /** Unit NAV plus every dividend paid per unit so far. */
  accumNav: number
}

/** How far back a series goes: three years before the day asked for. */
const YEARS = 3
const cache = new Map<string, NavPoint[]>()

/** Paid per unit each year the unit NAV allows. */
export const DIVIDEND = 0.05

const round4 = (n: number) => Math.round(n * 10_000) / 10_000

/**
 * A fund's daily NAV from its establishment to `until` (Beijing's yesterday unless said), generated
 * from its code so a date's value never changes: a random walk with the fund's own drift and
 * volatility, and a dividend of 0.05 a unit each June while the unit NAV is above 1.10.
 * A raising fund has none. Only the last three years are answered.
 */
export function navSeriesOf(fund: FundRecord, until = addDays(beijingToday(), -1)): NavPoint[] {
  if (!fund.establishDate) return []
  let series = cache.get(fund.fundCode)
  const last = series?.at(-1)?.date ?? ''
  if (!series || last < until) {
    series = generate(fund, until)
    cache.set(fund.fundCode, series)
  }
  const from = `${Number(until.slice(0, 4)) - YEARS}${until.slice(4)}`
  return series.filter((p) => p.date >= from && p.date <= until)
}

function generate(fund: FundRecord, until: string): NavPoint[] {
  const seed = hashText(fund.fundCode)
  const random = seededRandom(seed)
  const drift = 0.00005 + ((seed % 97) / 97) * 0.0005 // 1 % to 14 % a year
  const volatility = fund.riskLevel <= 'R2' ? 0.0015 : fund.riskLevel === 'R3' ? 0.006 : 0.012
  const end = fund.stage === 'liquidated' ? liquidatedOn(fund, until) : until
  const points: NavPoint[] = []
  let unit = 1
  let paid = 0
  let dividendYear = ''
  for (let day = fund.establishDate; day <= end; day = addDays(day, 1)) {
    if (!isTradingDay(day)) continue
    // Two uniforms make a rough bell curve: enough for a chart that looks like a market.
    const shock = (random() + random() - 1) * volatility * 2.45
    unit = Math.max(0.3, unit * (1 + drift + shock))
    const year = day.slice(0, 4)
    if (day.slice(5) >= '06-20' && dividendYear !== year && unit > 1.1) {
      dividendYear = year
      unit -= DIVIDEND
      paid += DIVIDEND
    }
    points.push({ date: day, unitNav: round4(unit), accumNav: round4(unit + paid) })
  }
  return points
}

const minDate = (a: string, b: string) => (a < b ? a : b)
const maxDate = (a: string, b: string) => (a > b ? a : b)

/**
 * The day by which every liquidated demo fund had ended: one established in 2024 would
 * otherwise end "three months ago" on whatever day it is seen from.
 */
const ALL_ENDED_BY = '2026-08-31'

/**
 * The last NAV day of a liquidated fund: 900 days after it was established or ALL_ENDED_BY,
 * whichever is first, but at least half a year after its start and at most three months
 * before the day asked (only days before ALL_ENDED_BY + 90 see it move), so a fund that ended
 * never shows yesterday's NAV.
 */
export function liquidatedOn(fund: FundRecord, until: string) {
  const planned = minDate(
    minDate(addDays(fund.establishDate, 900), ALL_ENDED_BY),
    addDays(until, -90),
  )
  return maxDate(planned, minDate(addDays(fund.establishDate, 180), until))
}
