import type { DayRule } from '@contract/api/home'

/*
 * The demo's trading calendar: weekends and the mainland exchanges' public holidays (the
 * announced schedules for 2025–2026 and the expected one for 2027, make-up working Saturdays
 * left aside: the exchanges stay closed on them). Dates are YYYY-MM-DD strings, computed in
 * UTC so no time zone moves a day.
 */
const HOLIDAY_RANGES: Array<[from: string, to: string]> = [
  ['2025-01-01', '2025-01-01'],
  ['2025-01-28', '2025-02-04'],
  ['2025-04-04', '2025-04-06'],
  ['2025-05-01', '2025-05-05'],
  ['2025-05-31', '2025-06-02'],
  ['2025-10-01', '2025-10-08'],
  ['2026-01-01', '2026-01-03'],
  ['2026-02-15', '2026-02-23'],
  ['2026-04-04', '2026-04-06'],
  ['2026-05-01', '2026-05-05'],
  ['2026-06-19', '2026-06-21'],
  ['2026-09-25', '2026-09-27'],
  ['2026-10-01', '2026-10-07'],
  ['2027-01-01', '2027-01-03'],
  ['2027-02-06', '2027-02-14'],
  ['2027-04-03', '2027-04-05'],
  ['2027-05-01', '2027-05-05'],
]

const DAY = 86_400_000

export const toIso = (time: number) => new Date(time).toISOString().slice(0, 10)
export const fromIso = (date: string) => Date.parse(`${date}T00:00:00Z`)
export const addDays = (date: string, days: number) => toIso(fromIso(date) + days * DAY)

const HOLIDAYS = new Set(
  HOLIDAY_RANGES.flatMap(([from, to]) => {
    const days: string[] = []
    for (let d = from; d <= to; d = addDays(d, 1)) days.push(d)
    return days
  }),
)

export function dayRule(date: string): DayRule {
  const weekday = new Date(fromIso(date)).getUTCDay()
  if (weekday === 0 || weekday === 6) return 'weekend'
  return HOLIDAYS.has(date) ? 'holiday' : 'trading'
}

export const isTradingDay = (date: string) => dayRule(date) === 'trading'

/** YYYY-MM → every day of that month; an ill-formed month gives none. */
export function daysOfMonth(month: string): string[] {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return []
  const days: string[] = []
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d)
  return days
}

/** The trading days of a month, in order. */
export const tradingDaysOfMonth = (month: string) => daysOfMonth(month).filter(isTradingDay)
