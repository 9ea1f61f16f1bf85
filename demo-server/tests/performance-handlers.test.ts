import { describe, expect, test } from 'vitest'
import { benchmarkSeriesOf } from '../db/benchmark-index'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { PERFORMANCE_MSG } from '../handlers/performance-handlers'
import type {
  BenchmarkSeries,
  PerformanceFund,
  PerformanceNavSeries,
} from '@contract/api/performance'
import { callJson } from './api'
import { loginAs } from './login-as'

/** A raw GET to the demo backend; resolves to status and body. */
const call = <T>(path: string, token?: string) => callJson<T>(path, { method: 'GET', token })

const fundOf = (code: string) => db.state.funds.find((f) => f.fundCode === code)!

describe('业绩分析 endpoints', { timeout: 30_000 }, () => {
  test('funds: the organisation’s funds with NAV only, with their NAV dates', async () => {
    const { token } = loginAs('manager')
    const { body } = await call<PerformanceFund[]>('/performance/funds', token)
    const own = db.state.funds.filter((f) => f.orgId === 'ORG001' && f.stage !== 'raising')
    expect(body.data.map((f) => f.fundCode)).toEqual(own.map((f) => f.fundCode).sort())
    const first = body.data[0]!
    const series = navSeriesOf(fundOf(first.fundCode))
    expect(first.firstNavDate).toBe(series[0]!.date)
    expect(first.lastNavDate).toBe(series.at(-1)!.date)
    expect((await call('/performance/funds')).status).toBe(401)
  })

  test('nav: the accumulated NAV between two dates, both included', async () => {
    const { token } = loginAs('manager')
    const all = navSeriesOf(fundOf('SXA003'))
    const [from, to] = [all[10]!.date, all[30]!.date]
    const { body } = await call<PerformanceNavSeries>(
      `/performance/nav?fundCode=SXA003&startDate=${from}&endDate=${to}`,
      token,
    )
    expect(body.data.fundName).toBe(fundOf('SXA003').fundName)
    expect(body.data.points).toEqual(all.slice(10, 31))
    const whole = await call<PerformanceNavSeries>('/performance/nav?fundCode=SXA003', token)
    expect(whole.body.data.points).toHaveLength(all.length)
  })

  test.each([
    ['', PERFORMANCE_MSG.noCode],
    ['fundCode=SXC004', PERFORMANCE_MSG.notFound],
    ['fundCode=SXA003&startDate=2026-02-30', PERFORMANCE_MSG.badDate],
    ['fundCode=SXA003&endDate=20260101', PERFORMANCE_MSG.badDate],
    ['fundCode=SXA003&startDate=2026-03-01&endDate=2026-02-01', PERFORMANCE_MSG.badRange],
  ])('nav refuses ?%s: %s', async (query, msg) => {
    const { token } = loginAs('manager')
    const { body } = await call(`/performance/nav?${query}`, token)
    expect(body).toMatchObject({ status: 'fail', msg })
  })

  test('another organisation’s fund is not found; its own user sees it', async () => {
    const manager = loginAs('manager')
    expect((await call('/performance/nav?fundCode=SXC004', manager.token)).body.msg).toBe(
      PERFORMANCE_MSG.notFound,
    )
    const admin = loginAs('admin')
    const { body } = await call<PerformanceNavSeries>(
      '/performance/nav?fundCode=SXC004',
      admin.token,
    )
    expect(body.status).toBe('success')
    expect(body.data.points.length).toBeGreaterThan(100)
  })

  test('benchmark: the index over the NAV’s trading days; unknown codes refused', async () => {
    const { token } = loginAs('manager')
    const list = await call<Array<{ code: string; name: string }>>('/performance/benchmarks', token)
    expect(list.body.data.map((b) => b.name)).toEqual(['沪深300', '中证500', '中证1000'])
    const nav = navSeriesOf(fundOf('SXA003'))
    const [from, to] = [nav[0]!.date, nav.at(-1)!.date]
    const { body } = await call<BenchmarkSeries>(
      `/performance/benchmark?code=000300&startDate=${from}&endDate=${to}`,
      token,
    )
    expect(body.data.name).toBe('沪深300')
    expect(body.data.points.map((p) => p.date)).toEqual(nav.map((p) => p.date))
    expect(benchmarkSeriesOf('000300')).toEqual(benchmarkSeriesOf('000300'))
    expect((await call('/performance/benchmark?code=999999', token)).body.msg).toBe(
      PERFORMANCE_MSG.unknownIndex,
    )
    expect((await call('/performance/benchmark', token)).body.msg).toBe(PERFORMANCE_MSG.noIndex)
    const bad = await call('/performance/benchmark?code=000300&startDate=2026-13-01', token)
    expect(bad.body.msg).toBe(PERFORMANCE_MSG.badDate)
  })
})
