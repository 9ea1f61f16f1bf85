import type { InvestorKindName, RiskLevelName } from './ta-investor-class'
import type { TimelineStep } from './timeline'

/*
 * 登记过户 (transfer-agent): the TA register of an organisation's investors, their
 * applications and confirmations, share balances, dividends, account openings and large
 * redemptions. Shares are whole units; amounts are yuan.
 */

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
  /** When it was filed: Beijing's wall clock, YYYY-MM-DD HH:mm. */
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

export * from './ta-investor-class'
export * from './ta-decisions'
