import { getData } from '@/lib/http/request'
import type {
  BenchmarkIndex,
  BenchmarkSeries,
  PerformanceFund,
  PerformanceNavSeries,
} from '@contract/api/performance'

/** GET /performance/funds: the organisation's funds that have NAV. */
export const queryPerformanceFunds = () => getData<PerformanceFund[]>('/performance/funds')

/** GET /performance/nav?fundCode: the fund's NAV, oldest first (three years at most). */
export const queryPerformanceNav = (fundCode: string) =>
  getData<PerformanceNavSeries>('/performance/nav', { params: { fundCode }, silent: true })

/** GET /performance/benchmarks: the indexes a fund can be measured against. */
export const queryBenchmarks = () => getData<BenchmarkIndex[]>('/performance/benchmarks')

/** GET /performance/benchmark?code&startDate&endDate: an index's closes, oldest first. */
export const queryBenchmark = (code: string, startDate: string, endDate: string) =>
  getData<BenchmarkSeries>('/performance/benchmark', {
    params: { code, startDate, endDate },
    silent: true,
  })
