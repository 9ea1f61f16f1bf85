import { db } from '../db/db'
import type { FundRecord } from '../db/types'
import { fail } from './http'
import { BAD_PAGE, pageOf } from './paging'

/*
 * What every 托管查询 endpoint shares: its refusals, reading a query (from a request's search
 * params or an export's params), the organisation's funds and its server-side sort.
 */

export const CUSTODIAN_MSG = {
  badBody: '请求格式有误',
  page: BAD_PAGE,
  fund: '产品不存在或不属于本机构',
  date: '日期格式不正确，请使用 YYYY-MM-DD',
  range: '开始日期不能晚于结束日期',
  direction: '收支方向有误',
  amount: '金额须为不小于 0 的数字',
  amountRange: '最小金额不能大于最大金额',
  counterparty: '交易对手不能超过 50 个字符',
  sort: '排序字段有误',
  status: '状态有误',
  gone: '记录不存在或已删除',
} as const

/** Reads one parameter of a request's search params or of an export's params, trimmed. */
export type ParamReader = (key: string) => string | undefined

export function readerOf(params: URLSearchParams | Record<string, unknown>): ParamReader {
  return (key) => {
    const raw = params instanceof URLSearchParams ? params.get(key) : params[key]
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
    return text || undefined
  }
}

export const searchOf = (request: Request) => readerOf(new URL(request.url).searchParams)

const DATE = /^\d{4}-\d{2}-\d{2}$/
export function isDate(text: string) {
  const time = DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text
}

/** A refusal (a string) or the value. */
export type Checked<T> = T | { problem: string }
export const problemOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'problem' in value
    ? (value as { problem: string }).problem
    : undefined

/** An optional date range: both ends YYYY-MM-DD, in order. */
export function dateRangeOf(get: ParamReader): Checked<{ from?: string; to?: string }> {
  const from = get('beginDate')
  const to = get('endDate')
  if ((from && !isDate(from)) || (to && !isDate(to))) return { problem: CUSTODIAN_MSG.date }
  if (from && to && from > to) return { problem: CUSTODIAN_MSG.range }
  return { from, to }
}

/** The caller's organisation's funds; a fund code given must be one of them. */
export const fundsOf = (orgId: string) => db.state.funds.filter((f) => f.orgId === orgId)

export function fundFilterOf(get: ParamReader, orgId: string): Checked<FundRecord | undefined> {
  const code = get('fundCode')
  if (!code) return undefined
  return fundsOf(orgId).find((f) => f.fundCode === code) ?? { problem: CUSTODIAN_MSG.fund }
}

export interface SortState {
  field: string
  order: 'ascend' | 'descend'
}

/** `sort=field` or `sort=-field`, for the fields the list sorts by. */
export function sortOf(
  get: ParamReader,
  fields: readonly string[],
): Checked<SortState | undefined> {
  const text = get('sort')
  if (!text) return undefined
  const field = text.replace(/^-/, '')
  if (!fields.includes(field)) return { problem: CUSTODIAN_MSG.sort }
  return { field, order: text.startsWith('-') ? 'descend' : 'ascend' }
}

/** Sorts a copy by a field (numbers or text); ties keep their order. */
export function sorted<T>(rows: readonly T[], sort: SortState | undefined): T[] {
  if (!sort) return [...rows]
  const sign = sort.order === 'descend' ? -1 : 1
  const key = sort.field as keyof T
  return [...rows].sort((a, b) => {
    const x = a[key] as unknown
    const y = b[key] as unknown
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign
    return String(x ?? '').localeCompare(String(y ?? '')) * sign
  })
}

/** The page asked for, or the refusal to answer. */
export function pageOrFail(request: Request) {
  const page = pageOf(new URL(request.url).searchParams)
  return page ? { page } : { refusal: fail(BAD_PAGE) }
}

/** A JSON body as an object, or undefined. */
export async function bodyOf<T extends object>(request: Request): Promise<Partial<T> | undefined> {
  const body = (await request.json().catch(() => undefined)) as unknown
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Partial<T>)
    : undefined
}
