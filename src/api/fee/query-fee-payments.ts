import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { saveFile } from '@/lib/save-file'
import type { FeePayment } from '@contract/api/fee'
import type { PagedList } from '@contract/api/paged-list'
import { feeParams } from './fee-params'

export const paymentParams = (query: Pick<TableQuery, 'filters' | 'sort'>) =>
  feeParams(query, 'period')

/** POST /rest/fee/queryPaymentList: each quarter's payment of each fee, newest first. */
export const queryFeePayments = (query: TableQuery) =>
  postData<PagedList<FeePayment>>('/rest/fee/queryPaymentList', undefined, {
    params: { ...paymentParams(query), pageNo: query.pageNo, pageSize: query.pageSize },
  })

/** GET /rest/fee/paymentVoucher?paymentId: the payment's voucher (PDF), saved by the browser. */
export async function downloadFeeVoucher(payment: FeePayment) {
  const file = await getFile('/rest/fee/paymentVoucher', {
    params: { paymentId: payment.paymentId },
  })
  saveFile(file.blob, file.fileName ?? `${payment.fundName}_${payment.period}_支付凭证.pdf`)
  return file.fileName
}
