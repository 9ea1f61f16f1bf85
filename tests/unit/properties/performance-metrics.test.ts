import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { computeMetrics, maxDrawdown, type NavSample } from '@/lib/performance'

/* The metrics for any series: bounded, scale-free, never NaN or Infinity. */

const DAY = 86_400_000
const START = Date.UTC(2024, 0, 1)
const dateOf = (day: number) => new Date(START + day * DAY).toISOString().slice(0, 10)

/** A positive NAV series on increasing dates (gaps of 1–9 days). */
const navSeries = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 1, max: 9 }),
      nav: fc.double({ min: 0.01, max: 100, noNaN: true }),
    }),
    { maxLength: 60 },
  )
  .map((points) => {
    let day = 0
    return points.map((p): NavSample => ({ date: dateOf((day += p.gap)), nav: p.nav }))
  })

const numbersOf = (m: ReturnType<typeof computeMetrics>) =>
  [
    m.periodReturn,
    m.annualisedReturn,
    m.annualisedVolatility,
    m.maxDrawdown?.value ?? null,
    m.sharpe,
    m.sortino,
    m.calmar,
    m.winRate,
  ].filter((v): v is number => v !== null)

describe('performance metric properties', () => {
  test('maximum drawdown lies in [0, 1)', () => {
    fc.assert(
      fc.property(navSeries, (s) => {
        const drawdown = maxDrawdown(s)
        if (s.length < 2) return drawdown === null
        return drawdown !== null && drawdown.value >= 0 && drawdown.value < 1
      }),
    )
  })

  test('every metric is null or a finite number; volatility and win rate are not negative', () => {
    fc.assert(
      fc.property(navSeries, (s) => {
        const m = computeMetrics(s)
        expect(numbersOf(m).every(Number.isFinite)).toBe(true)
        expect(m.annualisedVolatility ?? 0).toBeGreaterThanOrEqual(0)
        expect(m.winRate ?? 0).toBeGreaterThanOrEqual(0)
        expect(m.winRate ?? 0).toBeLessThanOrEqual(1)
      }),
    )
  })

  test('the annualised return of a constant-growth series equals its rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 40 }),
        (rate, gaps) => {
          let day = 0
          const days = [0, ...gaps.map((g) => (day += g))]
          const s = days.map((d) => ({ date: dateOf(d), nav: 1.3 * (1 + rate) ** (d / 365) }))
          expect(computeMetrics(s).annualisedReturn).toBeCloseTo(rate, 8)
        },
      ),
    )
  })

  test('scaling the NAV leaves every metric unchanged', () => {
    // NAVs within 0.2–5: market-like, so no annualised figure nears the float limit
    const market = navSeries.map((s) => s.map((p) => ({ ...p, nav: 0.2 + (p.nav % 4.8) })))
    fc.assert(
      fc.property(market, fc.double({ min: 0.1, max: 1000, noNaN: true }), (s, k) => {
        const scaled = s.map((p) => ({ date: p.date, nav: p.nav * k }))
        const a = numbersOf(computeMetrics(s))
        const b = numbersOf(computeMetrics(scaled))
        expect(b).toHaveLength(a.length)
        a.forEach((v, i) =>
          expect(Math.abs(b[i]! - v)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(v))),
        )
      }),
    )
  })
})
