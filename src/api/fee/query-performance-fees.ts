import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PerformanceFeeEvent } from '@contract/api/fee'
import type { PagedList } from '@contract/api/paged-list'
import { feeParams } from './fee-params'

export const performanceParams = (query: Pick<TableQuery, 'filters' | 'sort'>) =>
  feeParams(query, 'eventDate', ['eventTypes'])

/** POST /rest/fee/queryPerformanceFeeList: the performance-fee events, newest first. */
export const queryPerformanceFees = (query: TableQuery) =>
  postData<PagedList<PerformanceFeeEvent>>('/rest/fee/queryPerformanceFeeList', undefined, {
    params: { ...performanceParams(query), pageNo: query.pageNo, pageSize: query.pageSize },
  })
