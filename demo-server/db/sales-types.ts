import type { RaiseOrderKind, RaiseOrderStatus } from '@contract/api/sales'

/**
 * Tables behind 销售管理. Only the orders that can still change are stored (待审核 and those
 * reviewed since); the 已确认 ones follow from the register (sales-confirmed.ts) and agencies'
 * terms from sales-agency-terms.ts, both generated on demand.
 */
export interface RaiseOrderRecord {
  orderId: string
  orgId: string
  fundCode: string
  investorId: string
  channel: string
  businessType: RaiseOrderKind
  amount: number
  /** Beijing time, YYYY-MM-DD HH:mm:ss. */
  orderTime: string
  status: Exclude<RaiseOrderStatus, 'confirmed'>
  reviewer?: string
  reviewedAt?: string
  returnReason?: string
  cancelledAt?: string
}

export interface SalesTables {
  raiseOrders: RaiseOrderRecord[]
}
