import type { ApplyStatus, ConfirmType } from '@contract/api/transfer-agent'

/** One application (or dividend reinvestment) of one investor in one fund, and its confirmation. */
export interface TaTrade {
  applyNo: string | null
  confirmNo: string | null
  fundCode: string
  investorId: string
  channel: string
  tradeType: ConfirmType
  applyDate: string
  /** HH:mm of the application. */
  applyClock: string
  status: ApplyStatus
  applyAmount: number | null
  applyShares: number | null
  confirmDate: string | null
  navDate: string | null
  unitNav: number | null
  /** Units confirmed (0 when none); a redemption takes them away. */
  confirmShares: number
  confirmAmount: number
  fee: number
  settleAmount: number
  remark: string | null
}

/** One investor's part of a paid dividend plan. */
export interface TaDividendLine {
  planId: string
  fundCode: string
  investorId: string
  recordDate: string
  exDate: string
  perUnit: number
  shares: number
  method: 'cash' | 'reinvest'
  dividendAmount: number
  cashAmount: number
  reinvestNav: number | null
  reinvestShares: number
}
