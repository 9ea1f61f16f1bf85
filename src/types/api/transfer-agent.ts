import type { TimelineStep } from './timeline'

/*
 * 登记过户 (transfer-agent): the TA register of an organisation's investors, their
 * applications and confirmations, share balances, dividends, account openings and large
 * redemptions. Shares are whole units; amounts are yuan.
 */

export type InvestorKindName = '个人' | '机构' | '产品'
export type RiskLevelName = 'C1' | 'C2' | 'C3' | 'C4' | 'C5'

export const RISK_LEVEL_LABEL: Readonly<Record<RiskLevelName, string>> = {
  C1: 'C1 保守型',
  C2: 'C2 稳健型',
  C3: 'C3 平衡型',
  C4: 'C4 成长型',
  C5: 'C5 进取型',
}

/** An investor as 投资者查询 lists them: documents and mobile masked. */
export interface TaInvestorRow {
  investorId: string
  investorName: string
  kind: InvestorKindName
  certTypeName: string
  certNo: string
  mobile: string
  riskLevel: RiskLevelName
  professional: boolean
  taAccount: string
  openDate: string
  channel: string
  channelName: string
}

export interface TaHoldingLine {
  fundCode: string
  fundName: string
  shares: number
  unitNav: number | null
  navDate: string | null
  marketValue: number | null
}

export interface TaAccountLine {
  accountType: string
  accountNo: string
  institution: string
  openDate: string
}

export interface TaInvestorDetail extends TaInvestorRow {
  accounts: TaAccountLine[]
  holdings: TaHoldingLine[]
}

export const TRADE_TYPES = ['subscribe', 'purchase', 'redeem'] as const
export type TradeType = (typeof TRADE_TYPES)[number]
/** Confirmations also carry dividends reinvested. */
export type ConfirmType = TradeType | 'reinvest'

export const TRADE_TYPE_LABEL: Readonly<Record<ConfirmType, string>> = {
  subscribe: '认购',
  purchase: '申购',
  redeem: '赎回',
  reinvest: '红利再投',
}

export const APPLY_STATUSES = ['pending', 'confirmed', 'partial', 'cancelled', 'failed'] as const
export type ApplyStatus = (typeof APPLY_STATUSES)[number]

export const APPLY_STATUS_LABEL: Readonly<Record<ApplyStatus, string>> = {
  pending: '待确认',
  confirmed: '已确认',
  partial: '部分确认',
  cancelled: '已撤销',
  failed: '确认失败',
}

/** 交易申请: 认购/申购 by amount, 赎回 by shares. */
export interface TradeApplyRow {
  applyNo: string
  applyDate: string
  fundCode: string
  fundName: string
  investorId: string
  investorName: string
  tradeType: TradeType
  applyAmount: number | null
  applyShares: number | null
  channelName: string
  status: ApplyStatus
  confirmDate: string | null
}

export interface TradeApplyDetail extends TradeApplyRow {
  confirmShares: number | null
  confirmAmount: number | null
  fee: number | null
  unitNav: number | null
  remark: string | null
  steps: TimelineStep[]
}

/** 交易确认: what the TA confirmed, at the day's unit NAV. */
export interface TradeConfirmRow {
  confirmNo: string
  applyNo: string | null
  confirmDate: string
  navDate: string
  fundCode: string
  fundName: string
  investorId: string
  investorName: string
  tradeType: ConfirmType
  confirmShares: number
  unitNav: number
  /** Shares × unit NAV. */
  confirmAmount: number
  fee: number
  /** 申购/认购: paid in (amount + fee); 赎回: paid out (amount − fee). */
  settleAmount: number
}

export interface ShareBalanceRow {
  key: string
  investorId: string
  investorName: string
  fundCode: string
  fundName: string
  shares: number
  unitNav: number | null
  navDate: string | null
  marketValue: number | null
  firstDate: string
  channelName: string
}

export interface ShareBalancePage {
  list: ShareBalanceRow[]
  total: number
  pageNo: number
  pageSize: number
  totals: { shares: number; marketValue: number }
}

export interface DividendDetailRow {
  key: string
  planId: string
  fundCode: string
  fundName: string
  investorId: string
  investorName: string
  recordDate: string
  exDate: string
  perUnit: number
  /** Shares held on the record date. */
  shares: number
  method: 'cash' | 'reinvest'
  /** Shares × per unit. */
  dividendAmount: number
  /** Paid in cash (all of it, or the fraction of a unit left over when reinvested). */
  cashAmount: number
  reinvestNav: number | null
  reinvestShares: number
}

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
