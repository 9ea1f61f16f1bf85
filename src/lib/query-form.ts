import type { Dayjs } from 'dayjs'
import { dayjs } from './dayjs'
import { cutFilterText, type FilterValue, type QueryField } from './query-state'

const DAY = 'YYYY-MM-DD'
const isDayjs = (value: unknown): value is Dayjs => dayjs.isDayjs(value)

/** A query form's values (antd pickers hold dayjs) as filters; empty ones are left out. */
export function formToFilters(
  values: Record<string, unknown>,
  fields: readonly QueryField[],
): Record<string, FilterValue> {
  const filters: Record<string, FilterValue> = {}
  for (const field of fields) {
    const { name, kind } = field
    const value = values[name]
    if (kind === 'date' && isDayjs(value)) filters[name] = value.format(DAY)
    else if (kind === 'dateRange' && Array.isArray(value) && value.every(isDayjs)) {
      const [from, to] = value as [Dayjs, Dayjs]
      filters[name] = [from.format(DAY), to.format(DAY)]
    } else if (kind === 'multi' && Array.isArray(value) && value.length) {
      filters[name] = value.map(String)
    } else if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) {
      filters[name] = value
    } else if ((kind === 'text' || kind === 'select') && value !== undefined && value !== null) {
      const text = String(value).trim()
      if (text) filters[name] = kind === 'text' ? cutFilterText(text, field) : text
    }
  }
  return filters
}

/** Filters as the form's values: every field present, so a cleared filter empties its field. */
export function filtersToForm(
  filters: Record<string, FilterValue>,
  fields: readonly QueryField[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const { name, kind } of fields) {
    const value = filters[name]
    if (kind === 'date' && typeof value === 'string') values[name] = dayjs(value)
    else if (kind === 'dateRange' && Array.isArray(value)) values[name] = value.map((d) => dayjs(d))
    else values[name] = value
  }
  return values
}
