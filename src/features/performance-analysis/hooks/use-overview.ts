import { useMemo } from 'react'
import {
  alignByDate,
  computeMetrics,
  drawdownSeries,
  monthlyReturns,
  resolveRange,
  sliceRange,
  type NavSample,
  type RangeKey,
} from '@/lib/performance'
import { navSamples, useBenchmark, useFundNav } from './use-performance-queries'

/** The index series mapped onto the fund's dates, 1 at the first date both have. */
function indexOnDates(fund: NavSample[], index: NavSample[]): Array<number | null> {
  const base = alignByDate(fund, index)[1][0]?.nav
  const byDate = new Map(index.map((p) => [p.date, p.nav]))
  return fund.map((p) => {
    const value = byDate.get(p.date)
    return base && value !== undefined ? value / base : null
  })
}

/**
 * 业绩概览's figures for one fund over a range: its series (fetched whole once, sliced here),
 * the index over the same dates, the metrics of both, drawdowns and monthly returns.
 */
export function useOverview(
  fundCode: string | undefined,
  range: RangeKey,
  custom: { from?: string; to?: string },
  benchmarkCode: string | undefined,
) {
  const nav = useFundNav(fundCode)
  const all = useMemo(() => navSamples(nav.data), [nav.data])
  const first = all[0]?.date
  const last = all.at(-1)?.date
  const bounds = useMemo(() => (first && last ? { first, last } : undefined), [first, last])
  const benchmark = useBenchmark(benchmarkCode, first, last)
  const { from, to } = custom
  const resolved = useMemo(
    () => (bounds ? resolveRange(range, bounds, { from, to }) : null),
    [bounds, range, from, to],
  )

  const view = useMemo(() => {
    if (!resolved) return null
    const fund = sliceRange(all, resolved.from, resolved.to)
    const index = benchmark.data ? sliceRange(benchmark.data, resolved.from, resolved.to) : []
    const base = fund[0]?.nav ?? 1
    return {
      fund,
      dates: fund.map((p) => p.date),
      normalised: fund.map((p) => p.nav / base),
      indexNormalised: index.length ? indexOnDates(fund, index) : null,
      drawdowns: drawdownSeries(fund).map((p) => p.nav),
      metrics: computeMetrics(fund, index.length ? { benchmark: index } : {}),
      indexMetrics: index.length ? computeMetrics(alignByDate(fund, index)[1]) : null,
      monthly: monthlyReturns(fund),
    }
  }, [all, resolved, benchmark.data])

  return { nav, benchmark, bounds, resolved, view }
}
