import { useQueries, useQuery } from '@tanstack/react-query'
import type { NavSample } from '@/lib/performance'
import { useSessionUser } from '@/stores/session-store'
import type { PerformanceNavSeries } from '@contract/api/performance'
import {
  benchmarkQuery,
  benchmarksQuery,
  performanceFundsQuery,
  performanceNavQuery,
} from '@/api/performance/performance-series'

/** The accumulated NAV as the metrics read it. */
export const navSamples = (series?: PerformanceNavSeries): NavSample[] =>
  series?.points.map((p) => ({ date: p.date, nav: p.accumNav })) ?? []

export function usePerformanceFunds() {
  const orgId = useSessionUser()?.orgId
  return useQuery(performanceFundsQuery(orgId))
}

export function useBenchmarks() {
  return useQuery(benchmarksQuery())
}

export function useFundNav(fundCode: string | undefined) {
  return useQuery({ ...performanceNavQuery(fundCode ?? ''), enabled: !!fundCode })
}

export function useFundNavs(fundCodes: readonly string[]) {
  return useQueries({ queries: fundCodes.map((fundCode) => performanceNavQuery(fundCode)) })
}

/** An index over a fund's NAV dates (fetched once per fund and index, sliced on the page). */
export function useBenchmark(code: string | undefined, from?: string, to?: string) {
  return useQuery({
    ...benchmarkQuery(code ?? '', from ?? '', to ?? ''),
    enabled: !!code && !!from && !!to,
    select: (data): NavSample[] => data.points.map((p) => ({ date: p.date, nav: p.close })),
  })
}
