/**
 * 费用查询 (fee-query): 费用计提, 费用支付, 业绩报酬. Not in the spec: the endpoints and their
 * shapes are this project's (docs/api.md "Fee queries").
 */
import type { PagedList } from './paged-list'

/** The fees accrued each day: 管理费, 托管费, 外包服务费. */
export type FeeType = 'management' | 'custody' | 'service'

export const FEE_TYPES: readonly FeeType[] = ['management', 'custody', 'service']

export const FEE_TYPE_NAMES: Readonly<Record<FeeType, string>> = {
  management: '管理费',
  custody: '托管费',
  service: '外包服务费',
}

/** A query's date range may span at most this many years. */
export const FEE_RANGE_MAX_YEARS = 3

/** A fund the organisation's fees can be queried for (the 产品 filter). */
export interface FeeFundOption {
  fundCode: string
  fundName: string
}

/**
 * The filters every fee list takes (query parameters; `feeTypes` comma-separated, dates
 * YYYY-MM-DD, both days included).
 */
export interface FeeFilters {
  fundCode?: string
  feeTypes?: string
  beginDate?: string
  endDate?: string
}

/** 费用计提 按日明细: one fee of one fund on one calendar day. */
export interface FeeAccrualRow {
  id: string
  /** YYYY-MM-DD */
  date: string
  fundCode: string
  fundName: string
  feeType: FeeType
  /** 计提基数: the day's net assets (the last valuation day's unit NAV × shares). */
  baseAmount: number
  /** The annual rate as a ratio: 0.015 is 1.5 %. */
  rate: number
  /** 当日计提 = 计提基数 × 费率 / 365, to the cent. */
  accrual: number
  /** 累计未付: accrued and not yet paid at the end of the day. */
  unpaid: number
}

export type FeeSummaryGrouping = 'month' | 'quarter' | 'year'

/** 费用计提 按期间汇总: one fund's fees over one month, quarter or year within the range. */
export interface FeeSummaryRow {
  id: string
  /** 2026-10, 2026Q4, 2026 */
  period: string
  fundCode: string
  fundName: string
  /** Days accrued within the range. */
  days: number
  /** Per fee type asked for; a type left out of the query is absent. */
  management?: number
  custody?: number
  service?: number
  total: number
}

export type FeeTotals = Partial<Record<FeeType, number>> & { total: number; days: number }

/** A page of the summary and the totals of all of it (the 合计 row). */
export interface FeeSummaryPage extends PagedList<FeeSummaryRow> {
  totals: FeeTotals
}

export type FeePaymentStatus = 'paid' | 'pending' | 'failed'

export const FEE_PAYMENT_STATUS_NAMES: Readonly<Record<FeePaymentStatus, string>> = {
  paid: '已支付',
  pending: '待支付',
  failed: '支付失败',
}

/** 费用支付: one fee of one fund for one quarter, paid from the custody account. */
export interface FeePayment {
  paymentId: string
  fundCode: string
  fundName: string
  feeType: FeeType
  /** 2026Q3 */
  period: string
  /** The days accrued: YYYY-MM-DD, both included. */
  periodStart: string
  periodEnd: string
  accrualDays: number
  /** The quarter's accruals, to the cent. */
  amount: number
  /** YYYY-MM-DD; the day it was (or is to be) paid. */
  payDate: string
  /** YYYY-MM-DD; only when paid. */
  paidDate?: string
  status: FeePaymentStatus
  /** Why a payment failed. */
  failReason?: string
  payerAccountName: string
  payerAccount: string
  payeeName: string
  payeeAccount: string
  payeeBank: string
  /** The bank's voucher number; only when paid. */
  voucherNo?: string
}

export type PerformanceFeeEventType = 'open' | 'redemption' | 'dividend' | 'liquidation'

export const PERFORMANCE_EVENT_NAMES: Readonly<Record<PerformanceFeeEventType, string>> = {
  open: '开放日计提',
  redemption: '赎回计提',
  dividend: '分红计提',
  liquidation: '清算计提',
}

/** 业绩报酬: one performance-fee event of a fund, with its high-water mark. */
export interface PerformanceFeeEvent {
  eventId: string
  /** YYYY-MM-DD, a valuation day. */
  date: string
  fundCode: string
  fundName: string
  eventType: PerformanceFeeEventType
  /** The unit NAV of the day. */
  unitNav: number
  /** 计提基准: the accumulated NAV of the day, what the mark is compared with. */
  accumNav: number
  /** 高水位 before the event: the highest accumulated NAV at earlier events, from 1.0000. */
  highWaterMark: number
  /** accumNav / highWaterMark − 1 (negative when below the mark). */
  excessReturn: number
  /** 提取比例: 0.2 is 20 %. */
  ratio: number
  /** 计提份额 */
  shares: number
  /** 业绩报酬金额; 0 when the NAV is not above the mark. */
  fee: number
  /** The mark after the event. */
  newHighWaterMark: number
}
