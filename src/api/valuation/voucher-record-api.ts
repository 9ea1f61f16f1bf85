import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { PagedList } from '@contract/api/paged-list'
import type { VoucherSendRecord } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'

/** POST /rest/valuation/queryVoucherRecords?fundCode&beginDate&endDate&result&mode&… */
export const queryVoucherRecords = (query: TableQuery) =>
  postData<PagedList<VoucherSendRecord>>('/rest/valuation/queryVoucherRecords', undefined, {
    params: listParams(query),
  })

/** POST /rest/valuation/resendVoucherRecord?recordId: the same vouchers, to the same people. */
export const resendVoucherRecord = (recordId: string) =>
  postData<VoucherSendRecord>('/rest/valuation/resendVoucherRecord', undefined, {
    params: { recordId },
  })
