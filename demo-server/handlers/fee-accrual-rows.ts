import {
  type FeeAccrualRow,
  type FeeSummaryGrouping,
  type FeeSummaryRow,
  type FeeTotals,
  type FeeType,
} from '@contract/api/fee'
import { fromCents } from '../db/fee-calc'
import {
  accrualBookOf,
  dayIndex,
  lastDataDay,
  quarterOf,
  type AccrualBook,
} from '../db/fee-schedule'
import { addDays } from '../db/trading-days'
import { sortRows, type FeeScope, type ParamReader } from './fee-filters'

/*
 * 费用计提's rows: each day's accrual of each fee of each fund, and their totals by month,
 * quarter or year. Generated from the funds' NAV on every call, never stored.
 */

export const ACCRUAL_SORTABLE = ['date', 'accrual']
export const GROUPINGS: readonly FeeSummaryGrouping[] = ['month', 'quarter', 'year']

interface AccrualRef {
  book: AccrualBook
  i: number
  type: FeeType
}

/** The range asked for, to the data's end; this month when none is. */
function rangeOf({ beginDate, endDate }: FeeScope): [string, string] {
  const until = lastDataDay()
  const end = endDate && endDate < until ? endDate : until
  return [beginDate ?? `${end.slice(0, 7)}-01`, end]
}

/** Every accrual in the scope: newest day first, then by fund code and fee type. */
export function accrualRefs(scope: FeeScope): AccrualRef[] {
  const [from, to] = rangeOf(scope)
  const books = scope.funds.flatMap((f) => accrualBookOf(f) ?? [])
  const refs: AccrualRef[] = []
  for (let day = to; day >= from; day = addDays(day, -1)) {
    for (const book of books) {
      const i = dayIndex(book, day)
      if (i < 0 || i >= book.days.length) continue
      for (const type of scope.types) refs.push({ book, i, type })
    }
  }
  return sortRows(refs, scope.sort, ({ book, i, type }, field) =>
    field === 'date' ? book.days[i]! : book.accrualCents[type][i]!,
  )
}

export const accrualView = ({ book, i, type }: AccrualRef): FeeAccrualRow => ({
  id: `${book.fund.fundCode}-${book.days[i]}-${type}`,
  date: book.days[i]!,
  fundCode: book.fund.fundCode,
  fundName: book.fund.fundName,
  feeType: type,
  baseAmount: fromCents(book.baseCents[i]!),
  rate: book.rates[type],
  accrual: fromCents(book.accrualCents[type][i]!),
  unpaid: fromCents(book.unpaidCents[type][i]!),
})

const PERIOD_OF: Record<FeeSummaryGrouping, (day: string) => string> = {
  month: (day) => day.slice(0, 7),
  quarter: quarterOf,
  year: (day) => day.slice(0, 4),
}

interface Tally {
  id: string
  period: string
  fundCode: string
  fundName: string
  days: number
  cents: Partial<Record<FeeType, number>>
}

/** A tally's sums in yuan: per fee type asked for, and their total. */
function inYuan(types: readonly FeeType[], cents: Tally['cents']) {
  const amounts: Partial<Record<FeeType, number>> = {}
  for (const type of types) amounts[type] = fromCents(cents[type] ?? 0)
  return { ...amounts, total: fromCents(types.reduce((sum, t) => sum + (cents[t] ?? 0), 0)) }
}

/** The scope's totals by period and fund (periods in order), and the totals of all. */
export function summaryOf(scope: FeeScope, grouping: FeeSummaryGrouping) {
  const [from, to] = rangeOf(scope)
  const tallies = new Map<string, Tally>()
  const all: Tally = { id: '', period: '', fundCode: '', fundName: '', days: 0, cents: {} }
  for (const fund of scope.funds) {
    const book = accrualBookOf(fund)
    if (!book) continue
    const last = Math.min(book.days.length - 1, dayIndex(book, to))
    for (let i = Math.max(0, dayIndex(book, from)); i <= last; i += 1) {
      const period = PERIOD_OF[grouping](book.days[i]!)
      const id = `${period}-${fund.fundCode}`
      let tally = tallies.get(id)
      if (!tally) {
        tally = { id, period, fundCode: fund.fundCode, fundName: fund.fundName, days: 0, cents: {} }
        tallies.set(id, tally)
      }
      for (const t of [tally, all]) {
        t.days += 1
        for (const type of scope.types) {
          t.cents[type] = (t.cents[type] ?? 0) + book.accrualCents[type][i]!
        }
      }
    }
  }
  const list = [...tallies.values()]
    .sort((a, b) => a.period.localeCompare(b.period) || a.fundCode.localeCompare(b.fundCode))
    .map(({ cents, ...row }): FeeSummaryRow => ({ ...row, ...inYuan(scope.types, cents) }))
  const totals: FeeTotals = { days: all.days, ...inYuan(scope.types, all.cents) }
  return { list, totals }
}

export function groupingOf(read: ParamReader): FeeSummaryGrouping | undefined {
  const text = read('groupBy') ?? 'month'
  return (GROUPINGS as readonly string[]).includes(text) ? (text as FeeSummaryGrouping) : undefined
}
