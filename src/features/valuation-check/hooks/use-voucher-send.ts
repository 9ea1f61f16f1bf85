import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { listKey } from '@/hooks/use-table-query'
import { notify } from '@/lib/notify'
import type { VoucherSendRequest } from '@contract/api/valuation-reports'
import { sendVouchers } from '@/api/valuation/voucher-api'
import { resendVoucherRecord } from '@/api/valuation/voucher-record-api'
import { valuationKeys } from '@/api/valuation/keys'

export const VOUCHER_LIST = 'valuation-vouchers'
export const VOUCHER_RECORD_LIST = 'valuation-voucher-records'

/** 发送 vouchers: the list, its detail, the records and T00055 follow. */
export function useVoucherSend() {
  const client = useQueryClient()
  const afterChange = useAfterChange(VOUCHER_LIST, [listKey(VOUCHER_RECORD_LIST)])
  return useMutation({
    mutationFn: (body: VoucherSendRequest) => sendVouchers(body),
    onSuccess: (records, body) => {
      notify.success(`已发送 ${body.voucherIds.length} 张凭证（${records.length} 条发送记录）`)
      body.voucherIds.forEach(
        (id) => void client.invalidateQueries({ queryKey: valuationKeys.voucher(id) }),
      )
      return afterChange()
    },
  })
}

/** 重发 a record: a new record tops the list. */
export function useVoucherResend() {
  const afterChange = useAfterChange(VOUCHER_RECORD_LIST, [listKey(VOUCHER_LIST)])
  return useMutation({
    mutationFn: resendVoucherRecord,
    onSuccess: (record) => {
      notify.success(`已重新发送 ${record.fundName} ${record.voucherDate} 的凭证`)
      return afterChange()
    },
  })
}
