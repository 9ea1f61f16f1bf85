import { beijingToday } from '@contract/beijing-time'
import type { BenchmarkIndex } from '@contract/api/performance'
import { hashText, seededRandom } from './random'
import { addDays, isTradingDay } from './trading-days'

/** The indexes 业绩分析 measures funds against. */
export const BENCHMARKS: readonly BenchmarkIndex[] = [
  { code: '000300', name: '沪深300' },
  { code: '000905', name: '中证500' },
  { code: '000852', name: '中证1000' },
]

/** Each index's level on the first day, drift and daily volatility. */
const SHAPES: Record<string, { base: number; drift: number; volatility: number }> = {
  '000300': { base: 3_010.65, drift: 0.0002, volatility: 0.012 },
  '000905': { base: 4_917.77, drift: 0.00018, volatility: 0.014 },
  '000852': { base: 5_236.41, drift: 0.00015, volatility: 0.016 },
}

/** Before any demo fund was established (the first in 2019). */
const FIRST_DAY = '2019-01-02'
const cache = new Map<string, Array<{ date: string; close: number }>>()

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * An index's close on each trading day from 2019 to `until` (Beijing's yesterday unless said), over the
 * same calendar as the funds' NAV (trading-days.ts), generated from its code so a date's level
 * never changes. Undefined for an unknown code.
 */
export function benchmarkSeriesOf(code: string, until = addDays(beijingToday(), -1)) {
  const shape = SHAPES[code]
  if (!shape) return undefined
  let series = cache.get(code)
  if (!series || (series.at(-1)?.date ?? '') < until) {
    series = generate(code, shape, until)
    cache.set(code, series)
  }
  return series.filter((p) => p.date <= until)
}

function generate(code: string, shape: (typeof SHAPES)[string], until: string) {
  const random = seededRandom(hashText(`index-${code}`))
  const points: Array<{ date: string; close: number }> = []
  let level = shape.base
  for (let day = FIRST_DAY; day <= until; day = addDays(day, 1)) {
    if (!isTradingDay(day)) continue
    const shock = (random() + random() - 1) * shape.volatility * 2.45
    level = Math.max(500, level * (1 + shape.drift + shock))
    points.push({ date: day, close: round2(level) })
  }
  return points
}
