import { App } from 'antd'
import { useState } from 'react'
import type { FeePayment } from '@contract/api/fee'
import { downloadFeeVoucher } from '@/api/fee/query-fee-payments'

/** 支付凭证: downloads a paid payment's voucher; `busyId` while it runs (the client shows failures). */
export function useVoucherDownload() {
  const { message } = App.useApp()
  const [busyId, setBusyId] = useState<string>()
  const download = async (payment: FeePayment) => {
    if (busyId) return
    setBusyId(payment.paymentId)
    try {
      const name = await downloadFeeVoucher(payment)
      void message.success(`已下载 ${name ?? '支付凭证'}`)
    } catch {
      // The client has said why.
    } finally {
      setBusyId(undefined)
    }
  }
  return { busyId, download }
}
