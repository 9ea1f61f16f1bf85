import { describe, expect, test } from 'vitest'
import {
  alignByDate,
  computeMetrics,
  drawdownSeries,
  maxDrawdown,
  monthlyReturns,
  normalise,
  periodsPerYear,
  resolveRange,
  sliceRange,
  type NavSample,
} from '@/lib/performance'

const series = (...points: Array<[string, number]>): NavSample[] =>
  points.map(([date, nav]) => ({ date, nav }))

/* Values worked out by hand (the arithmetic is written next to each expectation). */

describe('performance metrics on small series', () => {
  test('a daily series: +10 %, −10 %, +10 %', () => {
    const daily = series(
      ['2026-01-05', 1],
      ['2026-01-06', 1.1],
      ['2026-01-07', 0.99],
      ['2026-01-08', 1.089],
    )
    const m = computeMetrics(daily)
    expect(m.periodsPerYear).toBe(252)
    expect(m.periodReturn).toBeCloseTo(0.089, 12)
    // 3 calendar days: (1.089)^(365/3) − 1
    expect(m.annualisedReturn).toBeCloseTo(1.089 ** (365 / 3) - 1, 6)
    // r = 0.1, −0.1, 0.1: mean 1/30, sample variance 0.02667/2 = 0.013333, × √252
    expect(m.annualisedVolatility).toBeCloseTo(Math.sqrt(0.04 / 3) * Math.sqrt(252), 10)
    expect(m.maxDrawdown).toEqual({
      value: expect.closeTo(0.1, 12) as number,
      peakDate: '2026-01-06',
      troughDate: '2026-01-07',
      recoveryDate: null,
    })
    expect(m.winRate).toBeCloseTo(2 / 3, 12)
    // Sortino: only −0.1 falls short of rf/P = 0.015/252: √((−0.1 − 0.015/252)² / 3) × √252
    const downside = Math.sqrt((-0.1 - 0.015 / 252) ** 2 / 3) * Math.sqrt(252)
    expect(m.sortino).toBeCloseTo((m.annualisedReturn! - 0.015) / downside, 6)
    expect(m.sharpe).toBeCloseTo((m.annualisedReturn! - 0.015) / m.annualisedVolatility!, 6)
    expect(m.calmar).toBeCloseTo(m.annualisedReturn! / 0.1, 6)
  })

  test('weekly data: P = 52; a year of +2 % / −2 % weeks', () => {
    const weekly = series(
      ['2025-01-03', 1],
      ['2025-01-10', 1.02],
      ['2025-01-17', 0.9996],
      ['2025-01-24', 1.019592],
    )
    const m = computeMetrics(weekly)
    expect(m.periodsPerYear).toBe(52)
    // r = 0.02, −0.02, 0.02: sample variance (2 × 0.013333² + 0.026667²) / 2 = 0.00053333
    expect(m.annualisedVolatility).toBeCloseTo(Math.sqrt(0.0016 / 3) * Math.sqrt(52), 10)
    expect(m.annualisedVolatility).toBeCloseTo(0.166533, 5)
    expect(m.maxDrawdown?.value).toBeCloseTo(0.02, 12)
    expect(m.maxDrawdown?.peakDate).toBe('2025-01-10')
    expect(m.maxDrawdown?.troughDate).toBe('2025-01-17')
  })

  test('a monthly series counts 12 periods a year; a recovery date is found', () => {
    const monthly = series(['2025-01-31', 1], ['2025-02-28', 0.8], ['2025-03-31', 1.2])
    expect(periodsPerYear(monthly)).toBe(12)
    expect(maxDrawdown(monthly)).toEqual({
      value: expect.closeTo(0.2, 12) as number,
      peakDate: '2025-01-31',
      troughDate: '2025-02-28',
      recoveryDate: '2025-03-31',
    })
  })

  test('a flat series: returns and volatility 0, drawdown 0 without dates, ratios null', () => {
    const flat = series(['2026-01-05', 1.2], ['2026-01-06', 1.2], ['2026-01-07', 1.2])
    const m = computeMetrics(flat)
    expect(m.periodReturn).toBe(0)
    expect(m.annualisedReturn).toBe(0)
    expect(m.annualisedVolatility).toBe(0)
    expect(m.maxDrawdown).toEqual({
      value: 0,
      peakDate: null,
      troughDate: null,
      recoveryDate: null,
    })
    expect(m.sharpe).toBeNull()
    expect(m.calmar).toBeNull()
    expect(m.winRate).toBe(0)
    // below rf every day: the downside deviation is rf/P, so Sortino is defined (and negative)
    expect(m.sortino).toBeCloseTo(-0.015 / ((0.015 / 252) * Math.sqrt(252)), 6)
  })

  test('a single point and an empty series: every metric null, nothing thrown', () => {
    for (const input of [series(['2026-01-05', 1]), []]) {
      const m = computeMetrics(input)
      const { points, startDate, endDate, ...rest } = m
      expect(points).toBe(input.length)
      expect(startDate).toBe(input[0]?.date ?? null)
      expect(endDate).toBe(input[0]?.date ?? null)
      for (const value of Object.values(rest)) expect(value).toBeNull()
    }
    expect(monthlyReturns([])).toEqual([])
    expect(drawdownSeries([])).toEqual([])
    expect(normalise([])).toEqual([])
  })

  test('rising without a fall: drawdown 0 and Calmar null; bad values are dropped', () => {
    const rising = series(['2026-01-05', 1], ['2026-01-06', Number.NaN], ['2026-01-07', 1.01])
    const m = computeMetrics([...rising, { date: '2026-01-08', nav: -1 }])
    expect(m.points).toBe(2)
    expect(m.maxDrawdown?.value).toBe(0)
    expect(m.calmar).toBeNull()
    expect(m.annualisedVolatility).toBeNull() // one return: no sample deviation
  })

  test('a series with a gap: the return spans it, the spacing stays daily', () => {
    const gapped = series(
      ['2026-01-05', 1],
      ['2026-01-06', 1.01],
      ['2026-01-20', 1.03],
      ['2026-01-21', 1.02],
    )
    const m = computeMetrics(gapped)
    expect(m.periodsPerYear).toBe(252) // gaps 1, 14, 1: median 1
    expect(m.periodReturn).toBeCloseTo(0.02, 12)
    expect(m.annualisedReturn).toBeCloseTo(1.02 ** (365 / 16) - 1, 10)
    expect(m.winRate).toBeCloseTo(2 / 3, 12)
  })

  test('excess return over the dates both series have', () => {
    const fund = series(['2026-01-05', 1], ['2026-01-06', 1.05], ['2026-01-07', 1.1])
    // the index has no 01-06 and an extra 01-08: only 01-05 and 01-07 are compared
    const index = series(['2026-01-05', 4000], ['2026-01-07', 4200], ['2026-01-08', 3000])
    expect(alignByDate(fund, index)[0].map((p) => p.date)).toEqual(['2026-01-05', '2026-01-07'])
    expect(computeMetrics(fund, { benchmark: index }).excessReturn).toBeCloseTo(0.1 - 0.05, 12)
    expect(computeMetrics(fund, { benchmark: [] }).excessReturn).toBeNull()
    expect(computeMetrics(fund).excessReturn).toBeNull()
  })

  test('drawdown and normalised series', () => {
    const s = series(['2026-01-05', 2], ['2026-01-06', 2.5], ['2026-01-07', 2], ['2026-01-08', 3])
    drawdownSeries(s).forEach((p, i) => expect(p.nav).toBeCloseTo([0, 0, -0.2, 0][i]!, 12))
    expect(normalise(s).map((p) => p.nav)).toEqual([1, 1.25, 1, 1.5])
  })
})

describe('monthly returns', () => {
  test('month-end NAVs; the first month from the range base; a missing month is null', () => {
    const s = series(
      ['2025-12-31', 1], // the base: 今年以来 starts from the previous year's last NAV
      ['2026-01-15', 1.05],
      ['2026-01-30', 1.1],
      ['2026-02-27', 0.99],
      ['2026-04-30', 1.089],
    )
    const rows = monthlyReturns(s)
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row!.year).toBe(2026)
    expect(row!.months[0]).toBeCloseTo(0.1, 12)
    expect(row!.months[1]).toBeCloseTo(-0.1, 12)
    expect(row!.months[2]).toBeNull()
    expect(row!.months[3]).toBeCloseTo(0.1, 12)
    expect(row!.months.slice(4)).toEqual(Array(8).fill(null))
    expect(row!.total).toBeCloseTo(0.089, 12)
  })

  test('across years: each year from the previous year-end; a mid-month start', () => {
    const s = series(
      ['2025-11-10', 1],
      ['2025-11-28', 1.1],
      ['2025-12-31', 1.21],
      ['2026-01-30', 1.089],
    )
    const rows = monthlyReturns(s)
    expect(rows.map((r) => r.year)).toEqual([2025, 2026])
    expect(rows[0]!.months[10]).toBeCloseTo(0.1, 12)
    expect(rows[0]!.months[11]).toBeCloseTo(0.1, 12)
    expect(rows[0]!.total).toBeCloseTo(0.21, 12)
    expect(rows[1]!.months[0]).toBeCloseTo(-0.1, 12)
    expect(rows[1]!.total).toBeCloseTo(-0.1, 12)
  })
})

describe('ranges', () => {
  const bounds = { first: '2024-03-10', last: '2026-03-31' }

  test.each([
    ['1m', '2026-02-28'],
    ['3m', '2025-12-31'],
    ['6m', '2025-09-30'],
    ['1y', '2025-03-31'],
    ['ytd', '2025-12-31'],
    ['all', '2024-03-10'],
  ] as const)('%s ends at the last NAV and starts on %s', (key, from) => {
    expect(resolveRange(key, bounds)).toEqual({ from, to: '2026-03-31', clamped: false })
  })

  test('a start before the first NAV is clamped to it', () => {
    expect(resolveRange('1y', { first: '2025-06-02', last: '2026-03-31' })).toEqual({
      from: '2025-06-02',
      to: '2026-03-31',
      clamped: true,
    })
  })

  test('custom: in order, within the NAV dates; else null', () => {
    const custom = (from: string, to: string) => resolveRange('custom', bounds, { from, to })
    expect(custom('2025-01-01', '2027-01-01')).toEqual({
      from: '2025-01-01',
      to: '2026-03-31',
      clamped: false,
    })
    expect(custom('2020-01-01', '2024-05-01')?.from).toBe('2024-03-10')
    expect(custom('2025-02-01', '2025-01-01')).toBeNull()
    expect(custom('2026-04-01', '2026-05-01')).toBeNull()
    expect(custom('2025-02-30', '2025-03-01')).toBeNull()
    expect(resolveRange('custom', bounds)).toBeNull()
  })

  test('a range slice starts at the last NAV on or before its start', () => {
    const s = series(
      ['2026-01-02', 1],
      ['2026-01-05', 1.1],
      ['2026-01-06', 1.2],
      ['2026-01-07', 1.3],
    )
    expect(sliceRange(s, '2026-01-04', '2026-01-06').map((p) => p.date)).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
    ])
    expect(sliceRange(s, '2025-12-01', '2026-01-02').map((p) => p.date)).toEqual(['2026-01-02'])
    expect(sliceRange(s, '2026-02-01', '2026-03-01').map((p) => p.date)).toEqual(['2026-01-07'])
  })
})
