import type { PagedList } from '@contract/api/public-site'

export const BAD_PAGE = '分页参数不正确'

/** pageNo from 1 and pageSize 1–100 (default 1 and 10); anything else is refused. */
export function pageOf(query: URLSearchParams): { pageNo: number; pageSize: number } | undefined {
  const pageNo = Number(query.get('pageNo') ?? 1)
  const pageSize = Number(query.get('pageSize') ?? 10)
  const valid = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max
  return valid(pageNo, 100_000) && valid(pageSize, 100) ? { pageNo, pageSize } : undefined
}

/** One page of a list, as every list endpoint answers it. */
export function paginate<T>(
  all: readonly T[],
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
): PagedList<T> {
  const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize)
  return { list, total: all.length, pageNo, pageSize }
}
