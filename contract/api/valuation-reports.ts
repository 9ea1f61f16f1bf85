import type { PagedList } from './paged-list'

/**
 * 估值核对 (valuation-check, issue 9): 增值税, 报表, 凭证 and 发送配置. The endpoints are our
 * choice (docs/api.md "估值核对：增值税、报表、凭证、发送配置"), shared by the client and the demo
 * backend. Amounts are yuan with 2 decimals; periods are months (YYYY-MM).
 */

/** A fund the reports exist for (established, with shares and a NAV). */
export interface ReportFund {
  fundCode: string
  fundName: string
}

/** 待确认 until the manager confirms it. */
export type ConfirmStatus = 'pending' | 'confirmed'
export const CONFIRM_STATUS_LABEL: Readonly<Record<ConfirmStatus, string>> = {
  pending: '待确认',
  confirmed: '已确认',
}

/** 资管产品 pay VAT by the simplified method: 3% of the taxable income, tax included. */
export const VAT_RATE = 0.03
/** The surcharges on the VAT: 城市维护建设税, 教育费附加, 地方教育附加. */
export const SURCHARGE_RATES = { cityTax: 0.07, educationSurcharge: 0.03, localEducation: 0.02 }

/** One fund's VAT accrual for one month. */
export interface VatAccrual {
  /** VAT-{fundCode}-{period} */
  vatId: string
  fundCode: string
  fundName: string
  /** YYYY-MM */
  period: string
  /** 利息收入 (taxable: bond interest; deposit interest is not taxed), tax included. */
  interestIncome: number
  /** 转让差价 of the month: realised gains on financial products (may be negative). */
  transferGain: number
  /** 上月结转负差: the year's negative differences carried in (≤ 0; none across a year end). */
  carriedLoss: number
  /** 应税销售额（含税） = 利息收入 + max(0, 转让差价 + 结转负差). */
  taxableIncome: number
  /** 不含税销售额 = 应税销售额 − 增值税. */
  netSales: number
  /** 增值税 = 应税销售额 × 3 / 103. */
  vat: number
  cityTax: number
  educationSurcharge: number
  localEducation: number
  /** 附加税合计 */
  surcharges: number
  /** 税费合计 = 增值税 + 附加税: the balance sheet's 应交税费 for the month. */
  totalTax: number
  status: ConfirmStatus
  confirmedBy?: string
  /** YYYY-MM-DD HH:mm:ss (Beijing) */
  confirmedAt?: string
}

/** The money columns that have a 合计 over the whole query. */
export type VatTotals = Pick<
  VatAccrual,
  | 'interestIncome'
  | 'transferGain'
  | 'taxableIncome'
  | 'netSales'
  | 'vat'
  | 'cityTax'
  | 'educationSurcharge'
  | 'localEducation'
  | 'surcharges'
  | 'totalTax'
>

export interface VatPage extends PagedList<VatAccrual> {
  totals: VatTotals
  /** The period range answered (the last six months when none was asked). */
  beginPeriod: string
  endPeriod: string
}

/** One fund's statements for one month, as the list shows them. */
export interface FinancialReport {
  /** FR-{fundCode}-{period} */
  reportId: string
  fundCode: string
  fundName: string
  period: string
  /** The last valuation day of the month (YYYY-MM-DD). */
  navDate: string
  unitNav: number
  totalAssets: number
  totalLiabilities: number
  netAssets: number
  /** 本期利润 (净利润) of the month. */
  profit: number
  status: ConfirmStatus
  confirmedBy?: string
  confirmedAt?: string
}

export interface FinancialReportPage extends PagedList<FinancialReport> {
  beginPeriod: string
  endPeriod: string
}

/** One line of a statement: a heading (no amounts), an item or a total. */
export interface StatementLine {
  /** Unique in its statement: ties a line to its row. */
  key: string
  label: string
  /** 0 a section or total, 1 an item, 2 an item's 其中. */
  level: 0 | 1 | 2
  kind: 'heading' | 'item' | 'total'
  /** 期末余额 / 本期金额; null when the statement has no figure for it. */
  current: number | null
  /** 年初余额 / 上期金额; null when there is no earlier period (shown as —). */
  previous: number | null
}

/** 净资产变动表's line: this period by component, the previous period's total. */
export interface EquityChangeLine {
  key: string
  label: string
  level: 0 | 1 | 2
  kind: 'item' | 'total'
  /** 实收基金, 未分配利润, 净资产合计 of this period. */
  paidIn: number
  retained: number
  total: number
  /** 上期金额 (净资产合计); null when there is no earlier period. */
  previousTotal: number | null
}

export interface FinancialStatements extends FinancialReport {
  /** The previous period the 上期 columns show, if any. */
  previousPeriod: string | null
  /** 资产负债表: 期末余额, 年初余额 (the previous year end, if the fund had one). */
  balanceSheet: StatementLine[]
  /** 利润表: 本期金额, 上期金额. */
  incomeStatement: StatementLine[]
  /** 净资产变动表 */
  equityChanges: EquityChangeLine[]
}

/** 发送状态 of a voucher: waiting on the manager, sent, or its send failed. */
export type VoucherSendStatus = 'pending' | 'sent' | 'failed'
export const VOUCHER_SEND_STATUS_LABEL: Readonly<Record<VoucherSendStatus, string>> = {
  pending: '待发送',
  sent: '已发送',
  failed: '发送失败',
}

/** An accounting voucher (记账凭证) of a fund. */
export interface Voucher {
  /** {fundCode}-{yyyymmdd}-{n} */
  voucherId: string
  /** 记-YYYYMM-NNNN: numbered through the month. */
  voucherNo: string
  fundCode: string
  fundName: string
  /** YYYY-MM-DD, a valuation day. */
  date: string
  /** 摘要 */
  summary: string
  /** 借方合计 (= 贷方合计). */
  amount: number
  lineCount: number
  /** 制单 */
  maker: string
  sendStatus: VoucherSendStatus
}

export interface VoucherLine {
  accountCode: string
  accountName: string
  /** One of the two is 0. */
  debit: number
  credit: number
}

export interface VoucherDetail extends Voucher {
  lines: VoucherLine[]
  debitTotal: number
  creditTotal: number
}

export interface VoucherPage extends PagedList<Voucher> {
  /** The date range answered (the last seven days of data when none was asked). */
  beginDate: string
  endDate: string
}

/** POST sendVouchers: the vouchers, to the recipients of some types and any more addresses. */
export interface VoucherSendRequest {
  voucherIds: string[]
  typeIds: string[]
  /** More addresses, each validated. */
  extraRecipients?: string[]
}

export type SendResult = 'success' | 'failed'
export const SEND_RESULT_LABEL: Readonly<Record<SendResult, string>> = {
  success: '成功',
  failed: '失败',
}

/** One send of a fund's vouchers of one day (/account-voucher-record). */
export interface VoucherSendRecord {
  recordId: string
  fundCode: string
  fundName: string
  voucherDate: string
  voucherCount: number
  /** The first voucher numbers sent (at most 5). */
  voucherNos: string[]
  /** 收件人类型, joined with 、 (or 其他收件人). */
  recipientTypes: string
  recipients: string[]
  /** YYYY-MM-DD HH:mm:ss (Beijing) */
  sentAt: string
  /** auto: the daily batch after valuation; manual: a user's 发送 or 重发. */
  mode: 'auto' | 'manual'
  sender: string
  result: SendResult
  failReason?: string
  /** The record that sent it again, once resent. */
  resentBy?: string
  /** The record this one resent. */
  resendOf?: string
}

// 发送配置's shapes live beside these (contract/api/valuation-email.ts).
export * from './valuation-email'
