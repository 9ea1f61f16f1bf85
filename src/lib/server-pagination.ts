import type { PaginationProps } from 'antd'
import { PAGE_SIZES } from './query-state'

export interface PageState {
  pageNo: number
  pageSize: number
}

/**
 * A server-paged list's pager (for a Table's `pagination` or a Pagination): 10/20/50/100 a
 * page, 共 N 条; a new page size starts again at page 1.
 */
export function serverPagination(
  page: PageState,
  total: number,
  onChange?: (next: PageState) => void,
): PaginationProps {
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZES],
    showTotal: (count) => `共 ${count} 条`,
    onChange:
      onChange &&
      ((pageNo, pageSize) =>
        onChange({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize })),
  }
}
