import type { TimelineStep } from './timeline'

/** 销售管理's shapes (docs/api.md "销售管理"), shared by the pages and the demo backend. */

/** 待审核, 已通过 (awaiting the TA's confirmation), 已退回, 已撤单, 已确认 (shares registered). */
export type RaiseOrderStatus = 'pending' | 'approved' | 'returned' | 'cancelled' | 'confirmed'
export const RAISE_ORDER_STATUS_LABEL: Record<RaiseOrderStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  returned: '已退回',
  cancelled: '已撤单',
  confirmed: '已确认',
}

/** 认购 while a fund raises, 申购 on an open day of a running one. */
export type RaiseOrderKind = '认购' | '申购'

/** 合格投资者: a first investment in one fund of at least 100万元. */
export const QUALIFIED_MIN_AMOUNT = 1_000_000
export const ORDER_RETURN_REASON_MAX = 200

export interface RaiseOrder {
  orderId: string
  fundCode: string
  fundName: string
  investorId: string
  investorName: string
  /** DIRECT or an agency code; channelName its name. */
  channel: string
  channelName: string
  businessType: RaiseOrderKind
  /** Yuan. */
  amount: number
  /** YYYY-MM-DD HH:mm:ss (Beijing). */
  orderTime: string
  status: RaiseOrderStatus
  returnReason?: string
}

/** A raising fund's money so far: 已通过 and 待审核 orders. */
export interface RaisedTotal {
  approvedAmount: number
  approvedCount: number
  pendingAmount: number
  pendingCount: number
}

export interface RaiseOrderDetail extends RaiseOrder {
  investorKind: string
  /** C1–C5; professional: 专业投资者. */
  investorRiskLevel: string
  professional: boolean
  fundRiskLevel: string
  fundStage: string
  /** Shares registered, for a confirmed order. */
  confirmedShares?: number
  /** Why 通过 is not possible (risk mismatch, under 100万), for a pending order. */
  blocker?: string
  /** Only for a fund still raising. */
  raised?: RaisedTotal
  steps: TimelineStep[]
}

export interface RaiseOrderReview {
  orderId: string
  action: 'approve' | 'return'
  reason?: string
}

export type CooperationStatus = 'active' | 'paused' | 'ended'
export const COOPERATION_STATUS_LABEL: Record<CooperationStatus, string> = {
  active: '合作中',
  paused: '已暂停',
  ended: '已终止',
}

export interface SalesAgency {
  agencyCode: string
  agencyName: string
  /** 商业银行, 证券公司, 独立基金销售机构. */
  kind: string
  status: CooperationStatus
  agreementNo: string
  /** YYYY-MM-DD */
  signDate: string
  expireDate: string
  contactName: string
  contactPhone: string
  /** Funds of the organisation it sells, holders and units through it. */
  fundCount: number
  holderCount: number
  holdingShares: number
}

export interface AgencyFund {
  fundCode: string
  fundName: string
  stage: string
  holderCount: number
  shares: number
  /** Orders through it still 待审核 or 已通过. */
  openOrders: number
}

export interface SalesAgencyDetail extends SalesAgency {
  contactEmail: string
  address: string
  /** Why paused or ended. */
  remark: string
  funds: AgencyFund[]
}

/** One line of 销售统计: a fund, a channel or a month. */
export interface SalesStatLine {
  key: string
  name: string
  amount: number
  count: number
}

export interface SalesStatistics {
  beginMonth: string
  endMonth: string
  byFund: SalesStatLine[]
  byChannel: SalesStatLine[]
  byMonth: SalesStatLine[]
  totalAmount: number
  totalCount: number
}

export interface SuitabilityRow {
  /** investorId/fundCode */
  rowId: string
  investorId: string
  investorName: string
  investorKind: string
  investorRiskLevel: string
  professional: boolean
  fundCode: string
  fundName: string
  fundRiskLevel: string
  shares: number
  channelName: string
  matched: boolean
}

export interface SuitabilitySummary {
  total: number
  matched: number
  mismatched: number
  professional: number
}

export interface SuitabilityPage {
  list: SuitabilityRow[]
  total: number
  pageNo: number
  pageSize: number
  summary: SuitabilitySummary
}
