import type { ReportKind, ReportPeriod } from '@/types/api/data-submission'
import { addDays } from './trading-days'

/*
 * The periods 定期报告 covers, counted back from today: the last four months, three quarters,
 * two half-years and two years that have ended. Each has its last day and the day its report
 * is due: a month's by the end of the next month, a quarter's and a half-year's two months
 * after it ends, a year's by 30 April.
 */

export interface PeriodSpec extends ReportPeriod {
  kind: ReportKind
  /** YYYY-MM-DD */
  endDate: string
  dueDate: string
}

const pad2 = (n: number) => String(n).padStart(2, '0')

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
        dueDate: monthEnd(year, last + 1),
      }
    case 'quarterly':
      return {
        ...base,
        value: `${year}-Q${last / 3}`,
        label: `${year}年第${last / 3}季度`,
        dueDate: monthEnd(year, last + 2),
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
