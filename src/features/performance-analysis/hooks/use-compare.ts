import {
  computeMetrics,
  normalise,
  resolveRange,
  sliceRange,
  type PerformanceMetrics,
  type RangeKey,
} from '@/lib/performance'
import type { PerformanceFund } from '@contract/api/performance'
import { navSamples, useFundNavs } from './use-performance-queries'

export interface ComparedFund {
  fundCode: string
  fundName: string
  /** Normalised to 1 at the common start, one value per date of the chart. */
  values: Array<number | null>
  /** Null when the fund has no NAV in the range. */
  metrics: PerformanceMetrics | null
  /** Its last NAV date, when its series stops before the range's end (liquidated, say). */
  endsOn?: string
  liquidated: boolean
}

/** 净值截至 2026-03-31（已清算）: said next to a fund whose series stops early. */
export const endNote = (f: ComparedFund) =>
  f.endsOn ? `净值截至 ${f.endsOn}${f.liquidated ? '（已清算）' : ''}` : undefined

/**
 * 产品对比's figures: each chosen fund over the range, from the common start (the latest first
 * NAV date among them) to the latest last NAV date, normalised to 1 there.
 */
export function useCompare(
  chosen: readonly PerformanceFund[],
  range: RangeKey,
  custom: { from?: string; to?: string },
) {
  const navs = useFundNavs(chosen.map((f) => f.fundCode))
  const loading = navs.some((q) => q.isLoading)
  const failed = navs.find((q) => q.isError)
  const data = navs.map((q) => q.data)
  // A few series of ~750 points: cheap enough to work out on each render.
  const { from, to } = custom
  const bounds = chosen.length
    ? {
        first: chosen.map((f) => f.firstNavDate).reduce((a, b) => (a > b ? a : b)),
        last: chosen.map((f) => f.lastNavDate).reduce((a, b) => (a > b ? a : b)),
      }
    : undefined
  const resolved = bounds ? resolveRange(range, bounds, { from, to }) : null
  const view = (() => {
    if (!resolved || loading || failed) return null
    const slices = data.map((d) => sliceRange(navSamples(d), resolved.from, resolved.to))
    const dates = [...new Set(slices.flatMap((s) => s.map((p) => p.date)))].sort()
    const funds: ComparedFund[] = chosen.map((fund, i) => {
      const slice = slices[i] ?? []
      const byDate = new Map(normalise(slice).map((p) => [p.date, p.nav]))
      const lastDate = slice.at(-1)?.date
      return {
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        values: dates.map((d) => byDate.get(d) ?? null),
        metrics: slice.length >= 2 ? computeMetrics(slice) : null,
        endsOn: lastDate && lastDate < resolved.to ? lastDate : undefined,
        liquidated: fund.stage === 'liquidated',
      }
    })
    return { dates, funds }
  })()

  return {
    loading,
    failed,
    bounds,
    resolved,
    view,
    retry: () => navs.forEach((q) => void q.refetch()),
  }
}
