import { daysBetween } from './dates'
import { alignByDate } from './series'
import type { Drawdown, NavSample, PerformanceMetrics } from './types'

/*
 * The performance metrics of screens.md "Performance metrics", computed exactly so from a
 * series of accumulated unit NAV (oldest first). Pure: no React, no formatting. Whatever cannot
 * be computed (too few points, a zero denominator) is null, never NaN or Infinity.
 */

/** The risk-free rate a year when none is given: 1.5 %. */
export const DEFAULT_RISK_FREE = 0.015

/** Below this a volatility, downside deviation or drawdown counts as zero. */
const EPSILON = 1e-12

const finite = (n: number) => (Number.isFinite(n) ? n : null)

/** Points with a positive finite value, in date order, one per date (the last one given). */
export function cleanSeries(series: readonly NavSample[]): NavSample[] {
  const byDate = new Map<string, NavSample>()
  for (const p of series) {
    if (typeof p.date === 'string' && Number.isFinite(p.nav) && p.nav > 0) byDate.set(p.date, p)
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** r_i = nav_i / nav_(i−1) − 1 between consecutive points. */
export function returnsOf(series: readonly NavSample[]): number[] {
  return series.slice(1).map((p, i) => p.nav / (series[i] as NavSample).nav - 1)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * Periods a year from the median spacing of the dates: up to 4 calendar days is a daily
 * series (252), up to 10 weekly (52), longer monthly (12). Null with fewer than two points.
 */
export function periodsPerYear(series: readonly NavSample[]): number | null {
  if (series.length < 2) return null
  const gaps = series.slice(1).map((p, i) => daysBetween((series[i] as NavSample).date, p.date))
  const spacing = median(gaps)
  return spacing <= 4 ? 252 : spacing <= 10 ? 52 : 12
}

/** nav_end / nav_start − 1. */
export function periodReturn(series: readonly NavSample[]): number | null {
  const first = series[0]
  const last = series.at(-1)
  if (!first || !last || series.length < 2) return null
  return finite(last.nav / first.nav - 1)
}

/** (1 + period return)^(365 / calendar days) − 1. */
export function annualisedReturn(series: readonly NavSample[]): number | null {
  const total = periodReturn(series)
  const first = series[0]
  const last = series.at(-1)
  if (total === null || !first || !last) return null
  const days = daysBetween(first.date, last.date)
  if (days <= 0) return null
  return finite((1 + total) ** (365 / days) - 1)
}

/** The sample standard deviation of r_i × √P. */
export function annualisedVolatility(series: readonly NavSample[]): number | null {
  const returns = returnsOf(series)
  const perYear = periodsPerYear(series)
  if (returns.length < 2 || perYear === null) return null
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / (returns.length - 1)
  const volatility = Math.sqrt(variance) * Math.sqrt(perYear)
  return volatility < EPSILON ? 0 : finite(volatility)
}

/** max over t of (1 − nav_t / max_(s≤t) nav_s), with its peak, trough and recovery dates. */
export function maxDrawdown(series: readonly NavSample[]): Drawdown | null {
  const first = series[0]
  if (!first || series.length < 2) return null
  let peak = first
  let worst: Drawdown = { value: 0, peakDate: null, troughDate: null, recoveryDate: null }
  let worstPeak = first.nav
  for (const p of series) {
    if (p.nav > peak.nav) peak = p
    const drawdown = 1 - p.nav / peak.nav
    if (drawdown > worst.value + EPSILON) {
      worst = { value: drawdown, peakDate: peak.date, troughDate: p.date, recoveryDate: null }
      worstPeak = peak.nav
    }
  }
  if (worst.troughDate) {
    const trough = worst.troughDate
    worst.recoveryDate = series.find((p) => p.date > trough && p.nav >= worstPeak)?.date ?? null
  }
  return worst
}

/** Share of r_i above zero (a rise within float rounding, under 1e-12, is none). */
export function winRate(series: readonly NavSample[]): number | null {
  const returns = returnsOf(series)
  return returns.length ? returns.filter((r) => r > EPSILON).length / returns.length : null
}

/** (annualised return − rf) / annualised volatility. */
export function sharpe(series: readonly NavSample[], riskFree = DEFAULT_RISK_FREE) {
  const annual = annualisedReturn(series)
  const volatility = annualisedVolatility(series)
  if (annual === null || volatility === null || volatility < EPSILON) return null
  return finite((annual - riskFree) / volatility)
}

/** (annualised return − rf) / (√(mean of min(r_i − rf/P, 0)²) × √P). */
export function sortino(series: readonly NavSample[], riskFree = DEFAULT_RISK_FREE) {
  const annual = annualisedReturn(series)
  const perYear = periodsPerYear(series)
  const returns = returnsOf(series)
  if (annual === null || perYear === null || !returns.length) return null
  const shortfalls = returns.map((r) => Math.min(r - riskFree / perYear, 0) ** 2)
  const downside = Math.sqrt(shortfalls.reduce((s, v) => s + v, 0) / returns.length)
  const annualDownside = downside * Math.sqrt(perYear)
  return annualDownside < EPSILON ? null : finite((annual - riskFree) / annualDownside)
}

/** Annualised return / maximum drawdown. */
export function calmar(series: readonly NavSample[]): number | null {
  const annual = annualisedReturn(series)
  const drawdown = maxDrawdown(series)
  if (annual === null || !drawdown || drawdown.value < EPSILON) return null
  return finite(annual / drawdown.value)
}

/** The fund's period return minus the benchmark's, over the dates both have. */
export function excessReturn(series: readonly NavSample[], benchmark: readonly NavSample[]) {
  const [fund, index] = alignByDate(series, benchmark)
  const fundReturn = periodReturn(fund)
  const indexReturn = periodReturn(index)
  return fundReturn === null || indexReturn === null ? null : finite(fundReturn - indexReturn)
}

export interface MetricOptions {
  benchmark?: readonly NavSample[]
  /** A year, as a ratio: 0.015 = 1.5 %. */
  riskFree?: number
}

/** Every metric of one series (cleaned first: bad values and repeated dates dropped). */
export function computeMetrics(input: readonly NavSample[], options: MetricOptions = {}) {
  const series = cleanSeries(input)
  const riskFree = options.riskFree ?? DEFAULT_RISK_FREE
  const metrics: PerformanceMetrics = {
    startDate: series[0]?.date ?? null,
    endDate: series.at(-1)?.date ?? null,
    points: series.length,
    periodsPerYear: periodsPerYear(series),
    periodReturn: periodReturn(series),
    annualisedReturn: annualisedReturn(series),
    annualisedVolatility: annualisedVolatility(series),
    maxDrawdown: maxDrawdown(series),
    sharpe: sharpe(series, riskFree),
    sortino: sortino(series, riskFree),
    calmar: calmar(series),
    excessReturn: options.benchmark ? excessReturn(series, cleanSeries(options.benchmark)) : null,
    winRate: winRate(series),
  }
  return metrics
}
