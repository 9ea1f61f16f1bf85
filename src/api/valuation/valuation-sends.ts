import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { Recipients, SendKind, SendRecord, SendRequest } from '@contract/api/valuation'
import { listParams } from '@/lib/http/list-params'
import { valuationKeys } from './keys'

/** POST /rest/valuation/recipients?kind&fundCode: who a send of that kind goes to. */
export const queryRecipients = (kind: SendKind, fundCode: string) =>
  postData<Recipients>('/rest/valuation/recipients', undefined, { params: { kind, fundCode } })

export const recipientsQuery = (kind: SendKind, fundCode: string) =>
  queryOptions({
    queryKey: valuationKeys.recipients(kind, fundCode),
    queryFn: () => queryRecipients(kind, fundCode),
  })

/** POST /rest/valuation/send (JSON): mail a table, a day's NAV or a NAV series. */
export const sendValuation = (request: SendRequest) =>
  postData<SendRecord>('/rest/valuation/send', request)

/** POST /rest/valuation/querySends?kind&fundCode&beginDate&endDate&result&sort&pageNo&pageSize */
export const querySends = (kind: SendKind) => (query: TableQuery) =>
  postData<PagedList<SendRecord>>('/rest/valuation/querySends', undefined, {
    params: { kind, ...listParams(query) },
  })

/** POST /rest/valuation/resend?sendId: the same mail to the same recipients, a new record. */
export const resendValuation = (sendId: string) =>
  postData<SendRecord>('/rest/valuation/resend', undefined, { params: { sendId } })
