import type { NavSample } from './types'

/** One year of the monthly return table. */
export interface MonthlyReturnRow {
  year: number
  /** January to December; null for a month with no return in the range. */
  months: Array<number | null>
  /** The year's return: its last NAV over the previous year's last (or the range's base). */
  total: number | null
}

/**
 * Monthly returns from month-end NAVs: each month's last NAV over the previous month's last,
 * the first month's over the range's first point. A month with no NAV is null and the next
 * month is measured from the last month-end before the gap. A month holding only the base
 * point has no return and is left out, so is a year holding only that point.
 */
export function monthlyReturns(series: readonly NavSample[]): MonthlyReturnRow[] {
  const base = series[0]
  if (!base || series.length < 2) return []
  const monthEnds = new Map<string, number>()
  for (const p of series.slice(1)) monthEnds.set(p.date.slice(0, 7), p.nav)
  const rows = new Map<number, MonthlyReturnRow>()
  let previous = base.nav
  let yearStart = base.nav
  let currentYear = Number(base.date.slice(0, 4))
  for (const [month, nav] of monthEnds) {
    const year = Number(month.slice(0, 4))
    if (year !== currentYear) {
      yearStart = previous
      currentYear = year
    }
    let row = rows.get(year)
    if (!row) rows.set(year, (row = { year, months: Array(12).fill(null), total: null }))
    row.months[Number(month.slice(5, 7)) - 1] = nav / previous - 1
    row.total = nav / yearStart - 1
    previous = nav
  }
  return [...rows.values()]
}
