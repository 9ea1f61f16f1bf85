import { queryOptions } from '@tanstack/react-query'
import { getData } from '@/lib/http/request'
import type {
  BenchmarkIndex,
  BenchmarkSeries,
  PerformanceFund,
  PerformanceNavSeries,
} from '@contract/api/performance'
import { performanceKeys } from './keys'

/** A series never changes within a session: no refetch on focus or remount. */
const STALE = 10 * 60_000

/** GET /performance/funds: the organisation's funds that have NAV. */
export const queryPerformanceFunds = () => getData<PerformanceFund[]>('/performance/funds')

/** The organisation's (orgId keys its cache, shared with the 产品 picker's). */
export const performanceFundsQuery = (orgId: string | undefined) =>
  queryOptions({
    queryKey: performanceKeys.orgFunds(orgId),
    queryFn: queryPerformanceFunds,
    staleTime: STALE,
  })

/** GET /performance/nav?fundCode: the fund's NAV, oldest first (three years at most). */
export const queryPerformanceNav = (fundCode: string) =>
  getData<PerformanceNavSeries>('/performance/nav', { params: { fundCode }, silent: true })

export const performanceNavQuery = (fundCode: string) =>
  queryOptions({
    queryKey: performanceKeys.nav(fundCode),
    queryFn: () => queryPerformanceNav(fundCode),
    staleTime: STALE,
  })

/** GET /performance/benchmarks: the indexes a fund can be measured against. */
export const queryBenchmarks = () => getData<BenchmarkIndex[]>('/performance/benchmarks')

export const benchmarksQuery = () =>
  queryOptions({
    queryKey: performanceKeys.benchmarks(),
    queryFn: queryBenchmarks,
    staleTime: Infinity,
  })

/** GET /performance/benchmark?code&startDate&endDate: an index's closes, oldest first. */
export const queryBenchmark = (code: string, startDate: string, endDate: string) =>
  getData<BenchmarkSeries>('/performance/benchmark', {
    params: { code, startDate, endDate },
    silent: true,
  })

export const benchmarkQuery = (code: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: performanceKeys.benchmark(code, startDate, endDate),
    queryFn: () => queryBenchmark(code, startDate, endDate),
    staleTime: STALE,
  })
