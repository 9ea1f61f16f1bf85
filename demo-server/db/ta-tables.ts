import type {
  OpenAccountStatus,
  LargeRedeemStatus,
  RemainderHandling,
} from '@contract/api/transfer-agent'
import type { InvestorKind, InvestorRiskLevel, TaInvestorRecord } from './ta-types'

/** 投资者开户: an application to open a TA account, waiting on the manager while 待审核. */
export interface TaOpenAccountRecord {
  applyId: string
  orgId: string
  investorName: string
  kind: InvestorKind
  certType: string
  certNo: string
  mobile: string
  riskLevel: InvestorRiskLevel
  professional: boolean
  channel: string
  /** ISO 8601. */
  applyTime: string
  status: OpenAccountStatus
  reason?: string
  handledAt?: string
  handler?: string
  /** The investor it became, once approved. */
  investorId?: string
}

/** One investor's redemption application within a large redemption. */
export interface TaLargeRedeemApplyRecord {
  applyNo: string
  investorId: string
  shares: number
  /** ISO 8601. */
  applyTime: string
}

/** 巨额赎回: one open day's redemptions over 10% of the fund's shares, awaiting the manager. */
export interface TaLargeRedeemRecord {
  id: string
  orgId: string
  fundCode: string
  openDate: string
  fundShares: number
  /** Purchases of the same day, in shares at the latest NAV. */
  purchaseShares: number
  applications: TaLargeRedeemApplyRecord[]
  status: LargeRedeemStatus
  confirmRatio?: number
  remainder?: RemainderHandling
  handledAt?: string
  handler?: string
  createdAt: string
}

export interface TransferAgentTables {
  taOpenAccounts: TaOpenAccountRecord[]
  /** Investors whose 开户 was approved, after the register's own (taInvestorsOf). */
  taOpenedInvestors: TaInvestorRecord[]
  taLargeRedeems: TaLargeRedeemRecord[]
}
