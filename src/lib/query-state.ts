import { INPUT_MAX } from '@contract/limits'
import { dayjs } from './dayjs'
import { cutToLength } from './use-length-limit'

/**
 * A list page's query (its filters, page, page size and sort) and its mirror in the address:
 * a reload or a shared link restores it. Everything read from the address is checked; what
 * does not fit is dropped, never trusted (an address is user input).
 */
export type FieldKind = 'text' | 'select' | 'multi' | 'date' | 'dateRange' | 'number'

export interface QueryField {
  name: string
  kind: FieldKind
  /** A text filter's most characters (QUERY_TEXT_MAX unless said): more is cut, never dropped. */
  max?: number
}

/** A text filter's limit unless its field says otherwise: the spec's search keyword's. */
export const QUERY_TEXT_MAX = INPUT_MAX.searchKeyword

/** A text filter cut to its field's limit (the first characters kept). */
export const cutFilterText = (text: string, field: QueryField) =>
  cutToLength(text, field.max ?? QUERY_TEXT_MAX)

export type FilterValue = string | number | string[] | [string, string]

export interface SortState {
  field: string
  order: 'ascend' | 'descend'
}

export interface TableQuery {
  filters: Record<string, FilterValue>
  pageNo: number
  pageSize: number
  sort?: SortState
}

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20
/** Longer than any real filter; an address holding more is not ours. */
const MAX_TEXT = 100
const RESERVED = new Set(['page', 'size', 'sort'])
const RANGE_SEPARATOR = '~'

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).format('YYYY-MM-DD') === text

function readField(params: URLSearchParams, field: QueryField): FilterValue | undefined {
  const { name, kind } = field
  if (kind === 'multi') {
    const values = [...new Set(params.getAll(name).map((v) => v.trim()))]
    const kept = values.filter((v) => v && v.length <= MAX_TEXT)
    return kept.length ? kept : undefined
  }
  const raw = params.get(name)?.trim()
  if (raw && kind === 'text') return cutFilterText(raw, field).trim()
  if (!raw || raw.length > MAX_TEXT * 2) return undefined
  switch (kind) {
    case 'date':
      return isDay(raw) ? raw : undefined
    case 'dateRange': {
      const [from = '', to = '', ...rest] = raw.split(RANGE_SEPARATOR)
      if (rest.length || !isDay(from) || !isDay(to)) return undefined
      return from <= to ? [from, to] : [to, from]
    }
    case 'number': {
      const n = Number(raw)
      return Number.isFinite(n) ? n : undefined
    }
    default:
      return raw.length <= MAX_TEXT ? raw : undefined
  }
}

/** The query an address asks for, given the page's fields and sortable columns. */
export function readQuery(
  search: string,
  fields: readonly QueryField[],
  sortable: readonly string[] = [],
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): TableQuery {
  const params = new URLSearchParams(search)
  const filters: Record<string, FilterValue> = {}
  for (const field of fields) {
    if (RESERVED.has(field.name)) continue
    const value = readField(params, field)
    if (value !== undefined) filters[field.name] = value
  }
  const page = Number(params.get('page'))
  const size = Number(params.get('size'))
  const sortText = params.get('sort') ?? ''
  const sortField = sortText.replace(/^-/, '')
  return {
    filters,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize,
    ...(sortable.includes(sortField)
      ? { sort: { field: sortField, order: sortText.startsWith('-') ? 'descend' : 'ascend' } }
      : {}),
  }
}

/**
 * The address for a query, keeping the address's other parameters (a fund code, say). The
 * first page, the default size and empty filters are left out, so a plain list has a plain
 * address.
 */
export function writeQuery(
  search: string,
  query: TableQuery,
  fields: readonly QueryField[],
  defaultPageSize: number = DEFAULT_PAGE_SIZE,
): string {
  const params = new URLSearchParams(search)
  for (const key of [...RESERVED, ...fields.map((f) => f.name)]) params.delete(key)
  for (const field of fields) {
    const value = query.filters[field.name]
    if (value === undefined || value === '' || RESERVED.has(field.name)) continue
    if (field.kind === 'multi' && Array.isArray(value)) {
      value.forEach((v) => params.append(field.name, v))
    } else if (field.kind === 'dateRange' && Array.isArray(value)) {
      params.set(field.name, value.join(RANGE_SEPARATOR))
    } else if (!Array.isArray(value)) {
      params.set(field.name, String(value))
    }
  }
  if (query.pageNo > 1) params.set('page', String(query.pageNo))
  if (query.pageSize !== defaultPageSize) params.set('size', String(query.pageSize))
  if (query.sort) {
    params.set('sort', `${query.sort.order === 'descend' ? '-' : ''}${query.sort.field}`)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
