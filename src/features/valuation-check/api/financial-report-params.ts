import type { TableQuery } from '@/lib/query-state'

/**
 * A list query as 增值税, 报表 and 凭证's endpoints take it: filters as they are, a date range
 * (a field named …Range) as beginDate/endDate, the sort as `field` or `-field`, and the page.
 * Export passes `paged` false.
 */
export function reportParams(query: TableQuery, paged = true): Record<string, unknown> {
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
