import { afterEach, describe, expect, test, vi } from 'vitest'
import { accrualMonth } from '@/api/fee/fee-params'
import { lastDataDay } from '@demo-server/db/fee-schedule'

/* 费用计提's range when none is chosen, on the days where "this month" goes wrong. */

afterEach(() => {
  vi.restoreAllMocks()
})

const at = (instant: string) => vi.spyOn(Date, 'now').mockReturnValue(Date.parse(instant))

describe('accrualMonth', () => {
  test.each([
    ['mid-month', '2026-11-15T10:00:00+08:00', ['2026-11-01', '2026-11-15']],
    ['the 2nd', '2026-11-02T09:00:00+08:00', ['2026-11-01', '2026-11-02']],
    // Fees are accrued up to yesterday: on the 1st, this month alone holds nothing yet.
    ['the 1st: last month too', '2026-12-01T09:00:00+08:00', ['2026-11-01', '2026-12-01']],
    ['New Year’s day', '2027-01-01T09:00:00+08:00', ['2026-12-01', '2027-01-01']],
    // 16:30 UTC on 30 November is already 1 December in Beijing, whatever the process's zone.
    ['Beijing’s 1st, UTC’s 30th', '2026-11-30T16:30:00Z', ['2026-11-01', '2026-12-01']],
    ['Beijing’s 30th, late', '2026-11-30T15:59:00Z', ['2026-11-01', '2026-11-30']],
  ])('%s', (_, instant, range) => {
    at(instant)
    expect(accrualMonth()).toEqual(range)
  })

  test('always holds the last day the demo backend has accruals for, every day of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      at(new Date(Date.UTC(2026, 0, 1, 1) + day * 86_400_000).toISOString())
      const [from, to] = accrualMonth()
      expect(from <= lastDataDay() && lastDataDay() <= to).toBe(true)
    }
  })
})
