import { useQueries, useQuery } from '@tanstack/react-query'
import type { NavSample } from '@/lib/performance'
import { useSessionStore } from '@/stores/session-store'
import type { PerformanceNavSeries } from '@contract/api/performance'
import {
  queryBenchmark,
  queryBenchmarks,
  queryPerformanceFunds,
  queryPerformanceNav,
} from '@/api/performance/performance-series'

/** A series never changes within a session: no refetch on focus or remount. */
const STALE = 10 * 60_000

/** The accumulated NAV as the metrics read it. */
export const navSamples = (series?: PerformanceNavSeries): NavSample[] =>
  series?.points.map((p) => ({ date: p.date, nav: p.accumNav })) ?? []

export function usePerformanceFunds() {
  const orgId = useSessionStore((s) => s.user?.orgId)
  return useQuery({
    queryKey: ['performance-funds', orgId],
    queryFn: queryPerformanceFunds,
    staleTime: STALE,
  })
}

export function useBenchmarks() {
  return useQuery({
    queryKey: ['performance-benchmarks'],
    queryFn: queryBenchmarks,
    staleTime: Infinity,
  })
}

export function useFundNav(fundCode: string | undefined) {
  return useQuery({
    queryKey: ['performance-nav', fundCode],
    queryFn: () => queryPerformanceNav(fundCode as string),
    enabled: !!fundCode,
    staleTime: STALE,
  })
}

export function useFundNavs(fundCodes: readonly string[]) {
  return useQueries({
    queries: fundCodes.map((fundCode) => ({
      queryKey: ['performance-nav', fundCode],
      queryFn: () => queryPerformanceNav(fundCode),
      staleTime: STALE,
    })),
  })
}

/** An index over a fund's NAV dates (fetched once per fund and index, sliced on the page). */
export function useBenchmark(code: string | undefined, from?: string, to?: string) {
  return useQuery({
    queryKey: ['performance-benchmark', code, from, to],
    queryFn: () => queryBenchmark(code as string, from as string, to as string),
    enabled: !!code && !!from && !!to,
    staleTime: STALE,
    select: (data): NavSample[] => data.points.map((p) => ({ date: p.date, nav: p.close })),
  })
}
