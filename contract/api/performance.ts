/*
 * 业绩分析's API contract (issue 10): the series the pages compute their metrics from. The
 * endpoints are ours, documented in docs/api.md "业绩分析".
 */
import type { FundStage } from './home'

/** GET /performance/funds: a fund of the organisation that has NAV. */
export interface PerformanceFund {
  fundCode: string
  fundName: string
  stage: FundStage
  strategy: string
  /** The first and last NAV dates answered (three years back at most). */
  firstNavDate: string
  lastNavDate: string
}

/** One day of a fund's NAV. */
export interface PerformanceNavPoint {
  date: string
  unitNav: number
  /** Accumulated unit NAV: what every metric is computed from. */
  accumNav: number
}

/** GET /performance/nav: a fund's NAV between two dates, oldest first. */
export interface PerformanceNavSeries {
  fundCode: string
  fundName: string
  points: PerformanceNavPoint[]
}

/** GET /performance/benchmarks: an index a fund can be measured against. */
export interface BenchmarkIndex {
  code: string
  name: string
}

/** GET /performance/benchmark: an index's closing level each trading day, oldest first. */
export interface BenchmarkSeries extends BenchmarkIndex {
  points: Array<{ date: string; close: number }>
}
