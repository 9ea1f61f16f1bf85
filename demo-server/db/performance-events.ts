import type { PerformanceFeeEventType } from '@contract/api/fee'
import {
  highWaterMarks,
  performanceFeeCents,
  performanceRatioOf,
  sharesOf,
  toNav4,
  type MarkStep,
} from './fee-calc'
import { hasEnded, lastDataDay } from './fee-schedule'
import { navSeriesOf, type NavPoint } from './fund-nav'
import { hashText } from './random'
import { addDays, tradingDaysOfMonth } from './trading-days'
import type { FundRecord } from './types'

/*
 * The performance-fee events of a fund with a performance fee, from its NAV history: each
 * quarter's last open day (开放日计提), redemptions on the other open days (赎回计提), each
 * dividend (分红计提) and the liquidation (清算计提); the high-water mark runs through them.
 */

export interface PerformanceEventPlan {
  date: string
  eventType: PerformanceFeeEventType
  unitNav: number
  accumNav: number
  /** 提取比例 in percent. */
  ratioPercent: number
  shares: number
  step: MarkStep
  feeCents: number
}

const cache = new Map<string, PerformanceEventPlan[]>()

function openDayOf(month: string, rule: FundRecord['openDayRule']) {
  const days = tradingDaysOfMonth(month)
  if (rule === 'first') return days[0]
  if (rule === 'fifteenth') return days.find((d) => d >= `${month}-15`)
  return days.at(-1)
}

/**
 * A fund's whole NAV history up to `until`: navSeriesOf answers three years at a time, so the
 * earlier years are asked for in turn back to the establishment. The mark starts there.
 */
export function navHistoryOf(fund: FundRecord, until = lastDataDay()): NavPoint[] {
  const parts: NavPoint[][] = []
  for (let end = until; ;) {
    const part = navSeriesOf(fund, end).filter((p) => p.date <= end)
    const first = part[0]
    if (!first) break
    parts.unshift(part)
    if (first.date <= fund.establishDate) break
    end = addDays(first.date, -1)
  }
  return parts.flat()
}

/** A fund's events up to `until` (yesterday unless said), oldest first; none without a fee. */
export function performanceEventsOf(fund: FundRecord, until = lastDataDay()) {
  const key = `${fund.fundCode}/${until}`
  let events = cache.get(key)
  if (!events) {
    if (cache.size > 500) cache.clear()
    events = buildEvents(fund, until)
    cache.set(key, events)
  }
  return events
}

function buildEvents(fund: FundRecord, until: string): PerformanceEventPlan[] {
  const ratioPercent = performanceRatioOf(fund.fundCode, fund.strategy)
  const series = navHistoryOf(fund, until)
  if (!ratioPercent || !series.length) return []
  const at = new Map(series.map((point) => [point.date, point]))
  const types = new Map<string, PerformanceFeeEventType>()
  const rule = fund.openDayRule === 'none' ? 'last' : fund.openDayRule
  const months = [...new Set(series.map((point) => point.date.slice(0, 7)))]
  for (const month of months) {
    const day = openDayOf(month, rule)
    if (!day || !at.has(day)) continue
    if (Number(month.slice(5)) % 3 === 0) types.set(day, 'open')
    else if (hashText(`${fund.fundCode}/${month}`) % 3 === 0) types.set(day, 'redemption')
  }
  const paid = (i: number) => toNav4(series[i]!.accumNav) - toNav4(series[i]!.unitNav)
  series.forEach((point, i) => {
    if (i > 0 && paid(i) > paid(i - 1)) types.set(point.date, 'dividend')
  })
  const last = series.at(-1)!
  if (hasEnded(fund, last.date, until)) types.set(last.date, 'liquidation')

  const dates = [...types.keys()].sort()
  const steps = highWaterMarks(dates.map((d) => toNav4(at.get(d)!.accumNav)))
  const fundShares = sharesOf(fund.fundCode)
  return dates.map((date, i) => {
    const eventType = types.get(date)!
    const point = at.get(date)!
    const step = steps[i]!
    const part = 1 + (hashText(`${fund.fundCode}/${date}`) % 8)
    const shares =
      eventType === 'redemption' ? Math.round((fundShares * part) / 10_000) * 100 : fundShares
    return {
      date,
      eventType,
      unitNav: point.unitNav,
      accumNav: point.accumNav,
      ratioPercent,
      shares,
      step,
      feeCents: performanceFeeCents(step.excess4, ratioPercent, shares),
    }
  })
}
