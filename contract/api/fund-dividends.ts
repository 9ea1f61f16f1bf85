import type { TimelineStep } from './timeline'

/**
 * 产品分红 (product-manage/fund-dividends): bonus plans. A plan is registered (待确认, it waits
 * on the manager's confirmation: fundDividendsNum), confirmed (已确认), then paid (已发放).
 */
export const DIVIDEND_STATUSES = ['confirming', 'confirmed', 'paid'] as const
export type DividendStatus = (typeof DIVIDEND_STATUSES)[number]

export const DIVIDEND_STATUS_LABEL: Readonly<Record<DividendStatus, string>> = {
  confirming: '待确认',
  confirmed: '已确认',
  paid: '已发放',
}

export const DIVIDEND_METHODS = ['cash', 'reinvest'] as const
export type DividendMethod = (typeof DIVIDEND_METHODS)[number]

export const DIVIDEND_METHOD_LABEL: Readonly<Record<DividendMethod, string>> = {
  cash: '现金分红',
  reinvest: '红利再投资',
}

export interface DividendRow {
  planId: string
  fundCode: string
  fundName: string
  status: DividendStatus
  /** 权益登记日, YYYY-MM-DD. */
  recordDate: string
  /** 除息日, YYYY-MM-DD, on or after the record date. */
  exDate: string
  /** 每份分红, yuan a unit, 4 decimals. */
  perUnit: number
  method: DividendMethod
  /** Units registered on the record date. */
  shares: number
  /** perUnit × shares, yuan. */
  totalAmount: number
}

export interface DividendDetail extends DividendRow {
  /** The unit NAV the plan was checked against, and its date. */
  unitNav: number | null
  navDate: string | null
  timeline: TimelineStep[]
}

/** POST /rest/product/dividend/submit */
export interface DividendSubmit {
  fundCode: string
  recordDate: string
  exDate: string
  perUnit: number
  method: DividendMethod
}
