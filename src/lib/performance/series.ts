import type { NavSample } from './types'

/** The two series over the dates both have (a date missing in either is skipped). */
export function alignByDate(
  a: readonly NavSample[],
  b: readonly NavSample[],
): [NavSample[], NavSample[]] {
  const other = new Map(b.map((p) => [p.date, p]))
  const left: NavSample[] = []
  const right: NavSample[] = []
  for (const p of a) {
    const match = other.get(p.date)
    if (match) {
      left.push(p)
      right.push(match)
    }
  }
  return [left, right]
}

/** The series divided by its first value: 1 at the start. */
export function normalise(series: readonly NavSample[]): NavSample[] {
  const base = series[0]?.nav
  if (!base || !Number.isFinite(base)) return []
  return series.map((p) => ({ date: p.date, nav: p.nav / base }))
}

/** Each date's drawdown from the running peak, nav_t / max_(s≤t) nav_s − 1 (0 or negative). */
export function drawdownSeries(series: readonly NavSample[]): NavSample[] {
  let peak = 0
  return series.map((p) => {
    peak = Math.max(peak, p.nav)
    return { date: p.date, nav: peak > 0 ? p.nav / peak - 1 : 0 }
  })
}

/**
 * The points of a range: the last point on or before `from` (the base every return starts
 * from), then every point up to `to`. With no point on or before `from`, the first after it.
 */
export function sliceRange(series: readonly NavSample[], from: string, to: string): NavSample[] {
  let start = -1
  for (let i = 0; i < series.length && (series[i] as NavSample).date <= from; i += 1) start = i
  if (start < 0) start = series.findIndex((p) => p.date >= from)
  if (start < 0) return []
  return series.slice(start).filter((p) => p.date <= to)
}
