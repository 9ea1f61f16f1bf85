import { FEE_RANGE_MAX_YEARS, FEE_TYPES, type FeeType } from '@contract/api/fee'
import { db } from '../db/db'
import { addDays, fromIso, toIso } from '../db/trading-days'
import type { FundRecord } from '../db/types'

/*
 * What every fee list reads from its query (the list's own call or an export's params), each
 * value checked: a bad one is refused with the reason, in Chinese.
 */

export const FEE_MSG = {
  badDate: '日期格式不正确，请使用YYYY-MM-DD格式',
  dateOrder: '开始日期不能晚于结束日期',
  rangeTooLong: `查询区间不能超过${FEE_RANGE_MAX_YEARS}年`,
  fund: '产品不存在或无权查看',
  feeType: '费用类型不正确',
  sort: '排序字段不正确',
  option: '查询条件不正确',
} as const

/** One parameter's text from a request's search params or an export's params object. */
export type ParamReader = (key: string) => string | undefined

export function readerOf(source: URLSearchParams | Record<string, unknown>): ParamReader {
  return (key) => {
    const raw = source instanceof URLSearchParams ? source.get(key) : source[key]
    if (Array.isArray(raw)) return raw.join(',')
    if (typeof raw === 'number') return String(raw)
    return typeof raw === 'string' && raw.trim() ? raw.trim() : undefined
  }
}

export interface FeeScope {
  funds: FundRecord[]
  types: FeeType[]
  /** Both days included; absent when the query has none. */
  beginDate?: string
  endDate?: string
  sort?: { field: string; descend: boolean }
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && toIso(fromIso(text)) === text

/** The same day three years on (1 March for 29 February): a range must end before it. */
function rangeLimit(from: string) {
  const same = `${Number(from.slice(0, 4)) + FEE_RANGE_MAX_YEARS}${from.slice(4)}`
  return isDay(same) ? same : addDays(`${same.slice(0, 8)}28`, 1)
}

function dateRange(read: ParamReader): string | { beginDate?: string; endDate?: string } {
  const beginDate = read('beginDate')
  const endDate = read('endDate')
  if ([beginDate, endDate].some((d) => d !== undefined && !isDay(d))) return FEE_MSG.badDate
  if (beginDate && endDate) {
    if (beginDate > endDate) return FEE_MSG.dateOrder
    if (endDate >= rangeLimit(beginDate)) return FEE_MSG.rangeTooLong
  }
  return { beginDate, endDate }
}

/** A comma-separated list whose every item is one of `allowed`; undefined when any is not. */
export function listOf<T extends string>(text: string | undefined, allowed: readonly T[]) {
  if (!text) return [...allowed]
  const items = [...new Set(text.split(',').map((t) => t.trim()))]
  return items.every((t) => (allowed as readonly string[]).includes(t)) ? (items as T[]) : undefined
}

/** The organisation's funds with a NAV (raising funds have no fees yet), by code. */
export const feeFundsOf = (orgId: string) =>
  db.state.funds
    .filter((f) => f.orgId === orgId && f.establishDate)
    .sort((a, b) => a.fundCode.localeCompare(b.fundCode))

/** The scope a fee list's query asks for, or the reason it is refused. */
export function feeScopeOf(
  orgId: string,
  read: ParamReader,
  sortable: readonly string[],
): FeeScope | string {
  const all = feeFundsOf(orgId)
  const fundCode = read('fundCode')
  const funds = fundCode ? all.filter((f) => f.fundCode === fundCode) : all
  if (fundCode && !funds.length) return FEE_MSG.fund
  const types = listOf(read('feeTypes'), FEE_TYPES)
  if (!types) return FEE_MSG.feeType
  const range = dateRange(read)
  if (typeof range === 'string') return range
  const sortText = read('sort')
  const field = sortText?.replace(/^-/, '')
  if (field !== undefined && !sortable.includes(field)) return FEE_MSG.sort
  const sort = field ? { field, descend: sortText!.startsWith('-') } : undefined
  return { funds, types, ...range, ...(sort ? { sort } : {}) }
}

/** Compares two rows by a sort's value, then by their default order. */
export function sortRows<T>(
  rows: T[],
  sort: FeeScope['sort'],
  valueOf: (row: T, field: string) => number | string,
) {
  if (!sort) return rows
  const sign = sort.descend ? -1 : 1
  return rows
    .map((row, i) => ({ row, i, v: valueOf(row, sort.field) }))
    .sort((a, b) => (a.v < b.v ? -sign : a.v > b.v ? sign : a.i - b.i))
    .map((x) => x.row)
}
