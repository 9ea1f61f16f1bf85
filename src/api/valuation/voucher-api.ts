import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  VoucherDetail,
  VoucherPage,
  VoucherSendRecord,
  VoucherSendRequest,
} from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'
import { valuationKeys } from './keys'

/** POST /rest/valuation/queryVouchers?fundCode&beginDate&endDate&sendStatus&keyword&sort&… */
export const queryVouchers = (query: TableQuery) =>
  postData<VoucherPage>('/rest/valuation/queryVouchers', undefined, {
    params: listParams(query),
  })

/** POST /rest/valuation/voucherDetail?voucherId: with its lines. Silent: the drawer says so. */
export const getVoucher = (voucherId: string) =>
  postData<VoucherDetail>('/rest/valuation/voucherDetail', undefined, {
    params: { voucherId },
    silent: true,
  })

export const voucherQuery = (voucherId: string) =>
  queryOptions({ queryKey: valuationKeys.voucher(voucherId), queryFn: () => getVoucher(voucherId) })

/** POST /rest/valuation/sendVouchers (JSON): one record per fund and day. */
export const sendVouchers = (body: VoucherSendRequest) =>
  postData<VoucherSendRecord[]>('/rest/valuation/sendVouchers', body)
