import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { RaiseOrder, RaiseOrderDetail, RaiseOrderReview } from '@contract/api/sales'
import { salesKeys } from './keys'

/** POST /rest/sales/queryRaiseOrders?fundCode&status&businessType&channel&investorName&beginDate&endDate&sort&pageNo&pageSize */
export const queryRaiseOrders = (query: TableQuery) =>
  postData<PagedList<RaiseOrder>>('/rest/sales/queryRaiseOrders', undefined, {
    params: listParams(query),
  })

/** POST /rest/sales/raiseOrderDetail?orderId: with its timeline. Silent: the drawer says so. */
export const getRaiseOrder = (orderId: string) =>
  postData<RaiseOrderDetail>('/rest/sales/raiseOrderDetail', undefined, {
    params: { orderId },
    silent: true,
  })

export const raiseOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: salesKeys.raiseOrder(orderId), queryFn: () => getRaiseOrder(orderId) })

/** POST /rest/sales/reviewRaiseOrder (JSON): 通过 or 退回 with a reason. */
export const reviewRaiseOrder = (review: RaiseOrderReview) =>
  postData<RaiseOrderDetail>('/rest/sales/reviewRaiseOrder', review)
