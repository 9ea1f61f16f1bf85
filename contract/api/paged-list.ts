/** One page of a list: `pageNo` from 1, `total` items in all (every paginated call). */
export interface PagedList<T> {
  list: T[]
  total: number
  pageNo: number
  pageSize: number
}
