import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import type { VoucherSendRequest } from '@contract/api/valuation-reports'
import { sendVouchers } from '@/api/valuation/voucher-api'
import { resendVoucherRecord } from '@/api/valuation/voucher-record-api'

export const VOUCHER_LIST = 'valuation-vouchers'
export const VOUCHER_RECORD_LIST = 'valuation-voucher-records'
export const voucherKey = (id: string | undefined) => ['valuation-voucher', id] as const

/** 发送 vouchers: the list, its detail, the records and T00055 follow. */
export function useVoucherSend() {
  const client = useQueryClient()
  const afterChange = useAfterChange(VOUCHER_LIST, [['table', VOUCHER_RECORD_LIST]])
  return useMutation({
    mutationFn: (body: VoucherSendRequest) => sendVouchers(body),
    onSuccess: (records, body) => {
      notify.success(`已发送 ${body.voucherIds.length} 张凭证（${records.length} 条发送记录）`)
      body.voucherIds.forEach((id) => void client.invalidateQueries({ queryKey: voucherKey(id) }))
      return afterChange()
    },
  })
}

/** 重发 a record: a new record tops the list. */
export function useVoucherResend() {
  const afterChange = useAfterChange(VOUCHER_RECORD_LIST, [['table', VOUCHER_LIST]])
  return useMutation({
    mutationFn: resendVoucherRecord,
    onSuccess: (record) => {
      notify.success(`已重新发送 ${record.fundName} ${record.voucherDate} 的凭证`)
      return afterChange()
    },
  })
}
