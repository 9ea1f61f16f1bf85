import { Tag } from 'antd'
import { FEE_PAYMENT_STATUS_NAMES, type FeePayment } from '@contract/api/fee'

const COLOURS = { paid: 'success', pending: 'processing', failed: 'error' } as const

/** 已支付 / 待支付 / 支付失败, and why a payment failed. */
export function PaymentStatus({ payment }: { payment: Pick<FeePayment, 'status' | 'failReason'> }) {
  return (
    <>
      <Tag color={COLOURS[payment.status]}>{FEE_PAYMENT_STATUS_NAMES[payment.status]}</Tag>
      {payment.failReason && <div className="fee-reason">{payment.failReason}</div>}
    </>
  )
}
