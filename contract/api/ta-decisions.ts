import type { InvestorKindName, RiskLevelName } from './ta-investor-class'

/* 登记过户's two decisions: 投资者开户 (approve or return) and 巨额赎回确认 (full or partial). */

export const OPEN_ACCOUNT_STATUSES = ['pending', 'approved', 'returned'] as const
export type OpenAccountStatus = (typeof OPEN_ACCOUNT_STATUSES)[number]
export const OPEN_ACCOUNT_STATUS_LABEL: Readonly<Record<OpenAccountStatus, string>> = {
  pending: '待审核',
  approved: '已通过',
  returned: '已退回',
}

export interface OpenAccountRow {
  applyId: string
  investorName: string
  kind: InvestorKindName
  certTypeName: string
  certNo: string
  mobile: string
  riskLevel: RiskLevelName
  professional: boolean
  channelName: string
  applyTime: string
  status: OpenAccountStatus
  reason: string | null
  handledAt: string | null
  handler: string | null
  /** Once approved: the investor's id and 基金账号. */
  investorId: string | null
  taAccount: string | null
}

export const RETURN_REASON_MAX = 200

export const LARGE_REDEEM_STATUSES = ['pending', 'full', 'partial'] as const
export type LargeRedeemStatus = (typeof LARGE_REDEEM_STATUSES)[number]
export const LARGE_REDEEM_STATUS_LABEL: Readonly<Record<LargeRedeemStatus, string>> = {
  pending: '待确认',
  full: '全额确认',
  partial: '部分确认',
}

export type RemainderHandling = 'defer' | 'cancel'
export const REMAINDER_LABEL: Readonly<Record<RemainderHandling, string>> = {
  defer: '顺延至下一开放日',
  cancel: '取消',
}

export interface LargeRedeemApplication {
  applyNo: string
  investorId: string
  investorName: string
  applyShares: number
  /** Shares honoured once decided (pro rata on a partial confirmation). */
  confirmShares: number | null
}

export interface LargeRedeemRow {
  id: string
  fundCode: string
  fundName: string
  openDate: string
  /** The fund's shares before the open day. */
  fundShares: number
  redeemShares: number
  purchaseShares: number
  netRedeemShares: number
  /** Net redemption ÷ fund shares (over 0.1 makes it 巨额赎回). */
  netRatio: number
  applyCount: number
  status: LargeRedeemStatus
  /** Part of the redemption honoured, 0–1, once decided. */
  confirmRatio: number | null
  confirmShares: number | null
  remainder: RemainderHandling | null
  handledAt: string | null
  handler: string | null
}

export interface LargeRedeemDetail extends LargeRedeemRow {
  /** The least share of the redemption a partial confirmation may honour (0–1). */
  minRatio: number
  applications: LargeRedeemApplication[]
}

export type LargeRedeemDecision =
  | { id: string; mode: 'full' }
  | { id: string; mode: 'partial'; ratio: number; remainder: RemainderHandling }
