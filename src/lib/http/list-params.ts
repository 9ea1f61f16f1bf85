import type { TableQuery } from '@/lib/query-state'

/**
 * A list query as the list endpoints take it: the filters as they are, a date range (a field
 * named …Range) as beginDate/endDate, the sort as `field` or `-field`, and the page. Export
 * passes `paged` false.
 */
export function listParams(
  query: Pick<TableQuery, 'filters' | 'sort' | 'pageNo' | 'pageSize'>,
  paged = true,
): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(query.filters)) {
    if (Array.isArray(value) && value.length === 2 && name.endsWith('Range')) {
      params.beginDate = value[0]
      params.endDate = value[1]
    } else {
      params[name] = value
    }
  }
  if (query.sort) params.sort = `${query.sort.order === 'descend' ? '-' : ''}${query.sort.field}`
  return paged ? { ...params, pageNo: query.pageNo, pageSize: query.pageSize } : params
}
