import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  dailyAccrualCents,
  feeRatesOf,
  highWaterMarks,
  INITIAL_MARK4,
  netAssetsCents,
  performanceFeeCents,
  sharesOf,
  toNav4,
} from '../db/fee-calc'
import {
  accrualBookOf,
  lastDataDay,
  quarterEnd,
  quarterOf,
  tradingDayAfter,
} from '../db/fee-schedule'
import { navSeriesOf } from '../db/fund-nav'
import { navHistoryOf, performanceEventsOf } from '../db/performance-events'
import { seedFunds } from '../db/seed-funds'
import { FEE_TYPES } from '@contract/api/fee'

const funds = seedFunds()
const established = funds.filter((f) => f.establishDate)
const fund = (code: string) => funds.find((f) => f.fundCode === code)!

describe('accrual arithmetic', () => {
  test('rates and shares stay in their ranges for every demo fund', () => {
    for (const { fundCode } of funds) {
      const rates = feeRatesOf(fundCode)
      expect(rates.management).toBeGreaterThanOrEqual(0.01)
      expect(rates.management).toBeLessThanOrEqual(0.02)
      expect(rates.custody).toBeGreaterThanOrEqual(0.0002)
      expect(rates.custody).toBeLessThanOrEqual(0.0005)
      expect(rates.service).toBeGreaterThanOrEqual(0.0002)
      expect(rates.service).toBeLessThanOrEqual(0.0004)
      expect(sharesOf(fundCode) % 100).toBe(0)
      expect(sharesOf(fundCode)).toBeGreaterThanOrEqual(5_000_000)
      expect(sharesOf(fundCode)).toBeLessThanOrEqual(300_000_000)
    }
  })

  test('a day accrues net assets × annual rate / 365, to the cent', () => {
    // 100,000,000.00 at 1.5 %: 4,109.589… a day → 4,109.59.
    expect(dailyAccrualCents(10_000_000_000, 0.015)).toBe(410_959)
    // 1.2345 × 20,000,000 shares = 24,690,000.00 exactly.
    expect(netAssetsCents(1.2345, 20_000_000)).toBe(2_469_000_000)
    // 24,690,000.00 at 0.03 %: 20.293… → 20.29.
    expect(dailyAccrualCents(2_469_000_000, 0.0003)).toBe(2029)
  })

  test('every calendar day of a book accrues on the last valuation day’s net assets', () => {
    const sample = fund('SXA003')
    const book = accrualBookOf(sample)!
    const series = navSeriesOf(sample)
    const navOn = new Map(series.map((p) => [p.date, p.unitNav]))
    let nav = series[0]!.unitNav
    expect(book.days[0]).toBe(series[0]!.date)
    expect(book.days.at(-1)).toBe(lastDataDay())
    book.days.forEach((day, i) => {
      nav = navOn.get(day) ?? nav
      const base = Math.round(nav * 10_000) * (book.shares / 100)
      expect(book.baseCents[i]).toBe(base)
      for (const type of FEE_TYPES) {
        expect(book.accrualCents[type][i]).toBe(Math.round((base * book.rates[type]) / 365))
      }
    })
  })

  test('a quarter’s payment is the sum of its days’ accruals, and paying it clears them', () => {
    for (const sample of established.slice(0, 12)) {
      const book = accrualBookOf(sample)
      if (!book) continue
      for (const p of book.payments) {
        const days = book.days.slice(p.from, p.to + 1)
        expect(new Set(days.map(quarterOf))).toEqual(new Set([p.period]))
        const sum = book.accrualCents[p.feeType].slice(p.from, p.to + 1).reduce((a, b) => a + b)
        expect(p.amountCents).toBe(sum)
        const paidOn = p.paidDate ? book.days.indexOf(p.paidDate) : -1
        if (paidOn > 0) {
          // A retried payment is paid with the next quarter's, on the same day.
          const paidThatDay = book.payments
            .filter((o) => o.feeType === p.feeType && o.paidDate === p.paidDate)
            .reduce((sum, o) => sum + o.amountCents, 0)
          const unpaid = book.unpaidCents[p.feeType]
          const accrued = book.accrualCents[p.feeType][paidOn]!
          expect(unpaid[paidOn]).toBe(unpaid[paidOn - 1]! + accrued - paidThatDay)
        }
      }
    }
  })

  /*
   * Today's data, and days just after a quarter ends (after 国庆, New Year): a payment not yet
   * due is pending; of the latest quarter due, some are pending or failed; earlier ones are
   * paid. Every one of those days lists a failure, so 支付失败 is never an empty demo.
   */
  const DAYS = [lastDataDay(), '2026-10-09', '2027-01-04']
  test.each(DAYS)('on %s only the latest due quarter may be pending or failed', (until) => {
    const statuses = new Set<string>()
    for (const sample of established) {
      const payments = accrualBookOf(sample, until)?.payments ?? []
      const due = (period: string) => tradingDayAfter(quarterEnd(period), 5) <= until
      const latestDue = payments.filter((p) => due(p.period)).at(-1)?.period ?? ''
      for (const p of payments) {
        statuses.add(p.status)
        if (p.period < latestDue) expect(p.status, p.period).toBe('paid')
        if (p.status === 'failed') {
          expect(p.period).toBe(latestDue)
          expect(p.failReason).toBeTruthy()
        }
        // A liquidated fund's last, partial quarter is paid 3 trading days after its last NAV.
        if (!due(p.period) && sample.stage !== 'liquidated')
          expect(p.status, p.period).toBe('pending')
      }
    }
    expect(statuses).toContain('failed')
    expect(statuses).toContain('paid')
  })

  test('a payment paid by a day keeps its date seen from any later day; one unpaid is paid later', () => {
    const pairs = [
      ['2026-10-09', '2027-01-04'],
      ['2026-10-20', lastDataDay()],
    ] as const
    let retried = 0
    // A liquidated fund's last NAV day moves when seen from before 29 November 2026 (fund-nav's
    // ALL_ENDED_BY): not compared.
    const running = established.filter((f) => f.stage !== 'liquidated')
    for (const [early, late] of pairs) {
      for (const sample of running) {
        const later = new Map(
          (accrualBookOf(sample, late)?.payments ?? []).map((p) => [`${p.period}/${p.feeType}`, p]),
        )
        for (const p of accrualBookOf(sample, early)?.payments ?? []) {
          const seen = later.get(`${p.period}/${p.feeType}`)
          // The later book starts later (three years of NAV), without the oldest quarters.
          if (!seen) continue
          const where = `${sample.fundCode} ${p.period} ${p.feeType}`
          if (p.paidDate) expect(seen.paidDate, where).toBe(p.paidDate)
          else if (seen.paidDate) {
            expect(seen.paidDate > early, where).toBe(true)
            if (p.status === 'failed') retried += 1
          }
        }
      }
    }
    expect(retried).toBeGreaterThan(0)
  })

  test('a late payment keeps its planned day from one day to the next, and is paid on it', () => {
    // 2026Q3's round is due in October: late payments wait for 2026Q4's round in January.
    const seenFrom = ['2026-10-20', '2026-11-20', '2027-01-20'] as const
    let late = 0
    for (const sample of established.filter((f) => f.stage !== 'liquidated')) {
      const [october, november, january] = seenFrom.map(
        (day) =>
          new Map(
            (accrualBookOf(sample, day)?.payments ?? [])
              .filter((p) => p.period === '2026Q3')
              .map((p) => [p.feeType, p]),
          ),
      )
      for (const p of october!.values()) {
        if (p.status !== 'pending') continue
        const where = `${sample.fundCode} ${p.feeType}`
        late += 1
        expect(p.payDate > '2027-01-01', where).toBe(true)
        expect(november!.get(p.feeType), where).toMatchObject({
          status: 'pending',
          payDate: p.payDate,
        })
        expect(january!.get(p.feeType), where).toMatchObject({
          status: 'paid',
          paidDate: p.payDate,
        })
      }
    }
    expect(late).toBeGreaterThan(0)
  })
})

describe('high-water mark', () => {
  const navs4 = fc.array(fc.integer({ min: 3000, max: 40_000 }), { maxLength: 60 })

  test('the mark never decreases, and no fee is charged at or below it', () => {
    fc.assert(
      fc.property(navs4, (navs) => {
        const steps = highWaterMarks(navs)
        let previous = INITIAL_MARK4
        steps.forEach((step, i) => {
          expect(step.mark4).toBe(previous)
          expect(step.newMark4).toBeGreaterThanOrEqual(step.mark4)
          expect(step.mark4).toBe(Math.max(INITIAL_MARK4, ...navs.slice(0, i)))
          if (step.nav4 <= step.mark4) {
            expect(step.charged).toBe(false)
            expect(step.excess4).toBe(0)
            expect(performanceFeeCents(step.excess4, 20, 1_000_000)).toBe(0)
          } else {
            expect(step.excess4).toBe(step.nav4 - step.mark4)
            expect(step.newMark4).toBe(step.nav4)
          }
          previous = step.newMark4
        })
      }),
    )
  })

  test('the fee is the excess per unit × ratio × shares, to the cent', () => {
    // (1.9320 − 1.8295) × 10 % × 167,540,000 = 1,717,285.00
    expect(performanceFeeCents(1025, 10, 167_540_000)).toBe(171_728_500)
    // 0.0077 × 20 % × 1,234,500 = 1,901.13
    expect(performanceFeeCents(77, 20, 1_234_500)).toBe(190_113)
  })

  test('a fund’s history is its NAV from establishment, three years at a time', () => {
    const sample = fund('SXA007') // established 2019
    const history = navHistoryOf(sample)
    expect(history[0]!.date >= sample.establishDate).toBe(true)
    expect(history[0]!.date < navSeriesOf(sample)[0]!.date).toBe(true)
    expect(history.slice(-navSeriesOf(sample).length)).toEqual(navSeriesOf(sample))
    const dates = history.map((p) => p.date)
    expect(dates).toEqual([...new Set(dates)].sort())
  })

  test('a fund’s events run the mark over the accumulated NAV of its earlier events', () => {
    const withEvents = established.filter((f) => performanceEventsOf(f).length > 0)
    expect(withEvents.length).toBeGreaterThan(10)
    for (const sample of withEvents.slice(0, 8)) {
      const nav = new Map(navHistoryOf(sample).map((p) => [p.date, p]))
      let mark = 1
      for (const e of performanceEventsOf(sample)) {
        expect(e.accumNav).toBe(nav.get(e.date)!.accumNav)
        expect(e.step.mark4).toBe(toNav4(mark))
        const expected = e.accumNav > mark ? (e.accumNav - mark) * (e.ratioPercent / 100) : 0
        // Rounded half up to the cent: within half a cent of the exact fee (float noise aside).
        expect(Math.abs(e.feeCents / 100 - expected * e.shares)).toBeLessThanOrEqual(0.005 + 1e-9)
        mark = Math.max(mark, e.accumNav)
      }
    }
  })
})
