import type { PagedList } from '@contract/api/paged-list'
import { BAD_PAGE, pageOf, paginate } from './paging'

/*
 * Reading a list endpoint's filters, the same for its page and its export (the export sends
 * the query as an object): each filter is checked, a bad one refuses the whole query with a
 * Chinese message. Used by 账户查询, 产品合同 and 付款账户变更记录.
 */

export type ListParams = URLSearchParams | Record<string, unknown>

export const LIST_MSG = {
  text: '查询条件过长',
  date: '日期格式不正确',
  range: '开始日期不能晚于结束日期',
  sort: '排序字段不正确',
} as const

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TEXT_MAX = 50

class BadParam extends Error {}

export interface ParamReader {
  /** Trimmed text, or undefined when empty. */
  text: (key: string) => string | undefined
  /** One of the codes, or undefined when empty; another value refuses with `msg`. */
  oneOf: <T extends string>(key: string, codes: readonly T[], msg: string) => T | undefined
  /** Two YYYY-MM-DD bounds, each optional, in order. */
  range: (fromKey: string, toKey: string) => [string | undefined, string | undefined]
  /** `field` or `-field` among the sortable ones. */
  sort: (fields: readonly string[]) => { field: string; desc: boolean } | undefined
}

function readerOf(params: ListParams): ParamReader {
  const raw = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' && typeof value !== 'number') throw new BadParam(LIST_MSG.text)
    const text = String(value).trim()
    return text === '' ? undefined : text
  }
  const text = (key: string) => {
    const value = raw(key)
    if (value && value.length > TEXT_MAX) throw new BadParam(LIST_MSG.text)
    return value
  }
  return {
    text,
    oneOf: <T extends string>(key: string, codes: readonly T[], msg: string) => {
      const value = text(key)
      if (value !== undefined && !codes.includes(value as T)) throw new BadParam(msg)
      return value as T | undefined
    },
    range: (fromKey, toKey) => {
      const [from, to] = [text(fromKey), text(toKey)]
      if ([from, to].some((d) => d !== undefined && !DATE.test(d)))
        throw new BadParam(LIST_MSG.date)
      if (from && to && from > to) throw new BadParam(LIST_MSG.range)
      return [from, to]
    },
    sort: (fields) => {
      const value = text('sort')
      if (!value) return undefined
      const field = value.replace(/^-/, '')
      if (!fields.includes(field)) throw new BadParam(LIST_MSG.sort)
      return { field, desc: value.startsWith('-') }
    },
  }
}

/** The query `read` makes of the params, or the message refusing them. */
export function readList<T>(params: ListParams, read: (p: ParamReader) => T): T | string {
  try {
    return read(readerOf(params))
  } catch (e) {
    if (e instanceof BadParam) return e.message
    throw e
  }
}

/** Whether a text filter matches a fund's code or name. */
export const fundMatches = (
  words: string | undefined,
  row: { fundCode: string; fundName: string },
) =>
  !words || row.fundCode.toLowerCase().includes(words.toLowerCase()) || row.fundName.includes(words)

/** Whether a YYYY-MM-DD… value lies within optional inclusive bounds. */
export const withinDays = (value: string, [from, to]: [string | undefined, string | undefined]) => {
  const day = value.slice(0, 10)
  return (!from || day >= from) && (!to || day <= to)
}

/** Rows sorted by one text field (stable, so ties keep their order). */
export const sortRows = <T>(rows: T[], by: ((row: T) => string) | undefined, desc = false) =>
  by ? [...rows].sort((a, b) => (desc ? -1 : 1) * by(a).localeCompare(by(b))) : rows

/** One page of rows, or BAD_PAGE. */
export function pageOfRows<T>(
  query: URLSearchParams,
  rows: readonly T[],
): PagedList<T> | typeof BAD_PAGE {
  const page = pageOf(query)
  return page ? paginate(rows, page) : BAD_PAGE
}
