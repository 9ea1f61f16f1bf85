import { http } from 'msw'
import type {
  BenchmarkSeries,
  PerformanceFund,
  PerformanceNavSeries,
} from '@contract/api/performance'
import { BENCHMARKS, benchmarkSeriesOf } from '../db/benchmark-index'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { toIso, fromIso } from '../db/trading-days'
import { api, fail, ok, withAuth } from './http'

/*
 * 业绩分析 (performance-analysis): series only, GET under /performance/ with a session. The
 * pages compute every metric themselves (src/lib/performance); see docs/api.md "业绩分析".
 */

export const PERFORMANCE_MSG = {
  noCode: '请指定产品代码',
  notFound: '未找到该产品',
  noIndex: '请指定基准指数',
  unknownIndex: '基准指数不存在',
  badDate: '日期格式不正确，应为 YYYY-MM-DD',
  badRange: '开始日期不能晚于结束日期',
}

const isDate = (text: string) => {
  const time = fromIso(text)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && Number.isFinite(time) && toIso(time) === text
}

/** startDate–endDate (each optional, both included), or the message refusing them. */
function datesOf(query: URLSearchParams): { from: string; to: string } | string {
  const from = query.get('startDate')?.trim() ?? ''
  const to = query.get('endDate')?.trim() ?? ''
  if ([from, to].some((d) => d && !isDate(d))) return PERFORMANCE_MSG.badDate
  if (from && to && from > to) return PERFORMANCE_MSG.badRange
  return { from, to: to || '9999-12-31' }
}

const queryOf = (request: Request) => new URL(request.url).searchParams

export const performanceHandlers = [
  http.get(
    api('/performance/funds'),
    withAuth((_, { org }) => {
      const funds: PerformanceFund[] = []
      for (const fund of db.state.funds) {
        if (fund.orgId !== org.orgId || fund.stage === 'raising') continue
        const series = navSeriesOf(fund)
        const [first, last] = [series[0], series.at(-1)]
        if (!first || !last) continue
        const { fundCode, fundName, stage, strategy } = fund
        funds.push({
          fundCode,
          fundName,
          stage,
          strategy,
          firstNavDate: first.date,
          lastNavDate: last.date,
        })
      }
      return ok(funds.sort((a, b) => a.fundCode.localeCompare(b.fundCode)))
    }),
  ),
  http.get(
    api('/performance/nav'),
    withAuth(({ request }, { org }) => {
      const query = queryOf(request)
      const code = query.get('fundCode')?.trim()
      if (!code) return fail(PERFORMANCE_MSG.noCode)
      const fund = db.state.funds.find((f) => f.orgId === org.orgId && f.fundCode === code)
      if (!fund) return fail(PERFORMANCE_MSG.notFound)
      const dates = datesOf(query)
      if (typeof dates === 'string') return fail(dates)
      const points = navSeriesOf(fund).filter((p) => p.date >= dates.from && p.date <= dates.to)
      return ok<PerformanceNavSeries>({ fundCode: fund.fundCode, fundName: fund.fundName, points })
    }),
  ),
  http.get(
    api('/performance/benchmarks'),
    withAuth(() => ok(BENCHMARKS)),
  ),
  http.get(
    api('/performance/benchmark'),
    withAuth(({ request }) => {
      const query = queryOf(request)
      const code = query.get('code')?.trim()
      if (!code) return fail(PERFORMANCE_MSG.noIndex)
      const index = BENCHMARKS.find((b) => b.code === code)
      const series = benchmarkSeriesOf(code)
      if (!index || !series) return fail(PERFORMANCE_MSG.unknownIndex)
      const dates = datesOf(query)
      if (typeof dates === 'string') return fail(dates)
      const points = series.filter((p) => p.date >= dates.from && p.date <= dates.to)
      return ok<BenchmarkSeries>({ ...index, points })
    }),
  ),
]
