import type { ReportKind, ReportPeriod } from '@contract/api/data-submission'
import { addDays, isTradingDay } from './trading-days'

/*
 * The periods 定期报告 covers, counted back from today: the last four months, three quarters,
 * two half-years and two years that have ended. Each has its last day and the day its report
 * is due, as the demo's 业务说明 and 百问百答 state the rules: a month's within 5 working days
 * after it ends, a quarter's within a month, a half-year's within two months, a year's by the
 * end of April.
 */

export interface PeriodSpec extends ReportPeriod {
  kind: ReportKind
  /** YYYY-MM-DD */
  endDate: string
  dueDate: string
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/** The n-th working day after a date. */
function workingDayAfter(date: string, n: number) {
  let day = date
  for (let left = n; left > 0;) {
    day = addDays(day, 1)
    if (isTradingDay(day)) left -= 1
  }
  return day
}

/** The last day of month m (1–12, may run past 12) of a year. */
function monthEnd(year: number, month: number) {
  const y = year + Math.floor((month - 1) / 12)
  const m = ((month - 1) % 12) + 1
  return addDays(`${m === 12 ? y + 1 : y}-${pad2((m % 12) + 1)}-01`, -1)
}

const HOW_MANY: Readonly<Record<ReportKind, number>> = {
  monthly: 4,
  quarterly: 3,
  semiannual: 2,
  annual: 2,
}
/** Months in one period of each kind. */
const SPAN: Readonly<Record<ReportKind, number>> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  annual: 12,
}

function specOf(kind: ReportKind, year: number, last: number): PeriodSpec {
  const endDate = monthEnd(year, last)
  const base = { kind, endDate }
  switch (kind) {
    case 'monthly':
      return {
        ...base,
        value: `${year}-${pad2(last)}`,
        label: `${year}年${last}月`,
        dueDate: workingDayAfter(endDate, 5),
      }
    case 'quarterly':
      return {
        ...base,
        value: `${year}-Q${last / 3}`,
        label: `${year}年第${last / 3}季度`,
        dueDate: monthEnd(year, last + 1),
      }
    case 'semiannual':
      return {
        ...base,
        value: `${year}-H${last / 6}`,
        label: `${year}年${last === 6 ? '上' : '下'}半年`,
        dueDate: monthEnd(year, last + 2),
      }
    default:
      return { ...base, value: String(year), label: `${year}年度`, dueDate: `${year + 1}-04-30` }
  }
}

/** A kind's ended periods, newest first, as of a day (YYYY-MM-DD). */
export function periodsOf(kind: ReportKind, today: string): PeriodSpec[] {
  const span = SPAN[kind]
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  // The last month of the last period ended before this month, counted in months from year 0.
  let last = Math.floor((year * 12 + month - 1) / span) * span - 1
  return Array.from({ length: HOW_MANY[kind] }, () => {
    const spec = specOf(kind, Math.floor(last / 12), (last % 12) + 1)
    last -= span
    return spec
  })
}
