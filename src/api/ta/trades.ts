import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { TradeApplyDetail, TradeApplyRow, TradeConfirmRow } from '@contract/api/transfer-agent'
import { taKeys } from './keys'

/** POST /rest/ta/queryTradeApplies?fundCode&investorName&tradeType&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryTradeApplies = (query: TableQuery) =>
  postData<PagedList<TradeApplyRow>>('/rest/ta/queryTradeApplies', undefined, {
    params: listParams(query),
  })

/** POST /rest/ta/queryTradeApplyDetail?applyNo: with its timeline. Silent: the drawer says so. */
export const getTradeApply = (applyNo: string) =>
  postData<TradeApplyDetail>('/rest/ta/queryTradeApplyDetail', undefined, {
    params: { applyNo },
    silent: true,
  })

export const tradeApplyQuery = (applyNo: string) =>
  queryOptions({ queryKey: taKeys.tradeApply(applyNo), queryFn: () => getTradeApply(applyNo) })

/** POST /rest/ta/queryTradeConfirms?fundCode&investorName&tradeType&beginDate&endDate&sort&pageNo&pageSize */
export const queryTradeConfirms = (query: TableQuery) =>
  postData<PagedList<TradeConfirmRow>>('/rest/ta/queryTradeConfirms', undefined, {
    params: listParams(query),
  })
