import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type {
  LargeRedeemDecision,
  LargeRedeemDetail,
  LargeRedeemRow,
} from '@contract/api/transfer-agent'
import { taKeys } from './keys'

/** POST /rest/ta/queryLargeRedeems?fundCode&status&pageNo&pageSize: 待确认 first. */
export const queryLargeRedeems = (query: TableQuery) =>
  postData<PagedList<LargeRedeemRow>>('/rest/ta/queryLargeRedeems', undefined, {
    params: listParams(query),
  })

/** POST /rest/ta/queryLargeRedeemDetail?id: with each application. Silent: the dialog says so. */
export const getLargeRedeem = (id: string) =>
  postData<LargeRedeemDetail>('/rest/ta/queryLargeRedeemDetail', undefined, {
    params: { id },
    silent: true,
  })

export const largeRedeemQuery = (id: string) =>
  queryOptions({ queryKey: taKeys.largeRedeem(id), queryFn: () => getLargeRedeem(id) })

/** POST /rest/ta/confirmLargeRedeem { id, mode, ratio?, remainder? } */
export const confirmLargeRedeem = (decision: LargeRedeemDecision) =>
  postData<LargeRedeemDetail>('/rest/ta/confirmLargeRedeem', decision)
