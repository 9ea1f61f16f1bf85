import { beijingTodayDay } from '@/lib/dayjs'
import type { SortState, TableQuery } from '@/lib/query-state'

/**
 * 费用计提's range when none is chosen: from the first of the month yesterday falls in, up to
 * today (Beijing's). Fees are accrued up to yesterday, so on the 1st this month alone would
 * hold nothing yet: the range is then last month and today, and the page opens on last month's
 * accruals instead of 暂无数据.
 */
export const accrualMonth = (): [string, string] => {
  const today = beijingTodayDay()
  const start = today.subtract(1, 'day').startOf('month')
  return [start.format('YYYY-MM-DD'), today.format('YYYY-MM-DD')]
}

/** The server's sort: `field` ascending, `-field` descending. */
export const sortParam = (sort?: SortState) =>
  sort ? `${sort.order === 'descend' ? '-' : ''}${sort.field}` : undefined

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
const list = (value: unknown) =>
  Array.isArray(value) && value.length ? value.join(',') : undefined

/**
 * A fee list's filters as its endpoint (and its export) takes them: the product, the fee
 * types comma-separated, the page's date range as beginDate–endDate, and the sort.
 */
export function feeParams(
  { filters, sort }: Pick<TableQuery, 'filters' | 'sort'>,
  dateField: string,
  lists: readonly string[] = ['feeTypes'],
): Record<string, string> {
  const range = filters[dateField]
  const params: Record<string, string | undefined> = {
    fundCode: text(filters.fundCode),
    beginDate: Array.isArray(range) ? range[0] : undefined,
    endDate: Array.isArray(range) ? range[1] : undefined,
    sort: sortParam(sort),
  }
  for (const name of lists) params[name] = list(filters[name])
  for (const [name, value] of Object.entries(filters)) {
    if (!(name in params) && name !== dateField) params[name] = text(value)
  }
  return Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  )
}
