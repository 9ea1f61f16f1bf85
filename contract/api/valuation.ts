/**
 * 估值核对 (valuation-check): 估值表, 净值 and their send records. The endpoints are our
 * choice (docs/api.md "估值核对"), shared by the client and the demo backend. Money in yuan
 * (2 decimals), NAVs to 4 decimals, ratios as fractions (0.0512 is 5.12%).
 */

/** 核对状态: the custodian's table or NAV awaits the manager's 核对确认, or has had it. */
export type CheckStatus = 'pending' | 'checked'
export const CHECK_STATUSES: Readonly<Record<CheckStatus, string>> = {
  pending: '待核对',
  checked: '已核对',
}

/** 发送状态: the latest send of this table (or NAV) and how it went. */
export type SendStatus = 'unsent' | 'sent' | 'failed'
export const SEND_STATUSES: Readonly<Record<SendStatus, string>> = {
  unsent: '未发送',
  sent: '已发送',
  failed: '发送失败',
}

/** A fund with NAVs (not raising), for the 产品 pickers. */
export interface ValuationFund {
  fundCode: string
  fundName: string
}

/** POST /rest/valuation/queryTables: one fund's valuation table of one NAV day. */
export interface ValuationTableRow {
  /** fundCode/date */
  id: string
  fundCode: string
  fundName: string
  /** YYYY-MM-DD, a trading day with a NAV. */
  date: string
  unitNav: number
  accumNav: number
  netAssets: number
  checkStatus: CheckStatus
  sendStatus: SendStatus
}

export type AccountKind = 'asset' | 'liability' | 'equity'

/** A line of a valuation table: an account (科目), a subtotal or one holding. */
export interface ValuationAccount {
  /** 科目代码: 1102, 1102.01, 1102.01.01.600519 */
  code: string
  name: string
  /** 1 for a 一级科目; a holding is the deepest. */
  level: number
  kind: AccountKind
  /** A holding or an account with no lines under it; the others are subtotals. */
  leaf: boolean
  /** 数量 (shares, bonds, units); null where it means nothing (cash, fees). */
  quantity: number | null
  unitCost: number | null
  cost: number
  /** cost / net assets */
  costRatio: number
  price: number | null
  marketValue: number
  /** market value / net assets */
  valueRatio: number
  /** 估值增值: market value − cost. */
  appreciation: number
}

export interface ValuationTotals {
  totalAssets: number
  totalLiabilities: number
  netAssets: number
  /** 实收资本: the shares at par 1.00. */
  paidInCapital: number
  unitNav: number
  accumNav: number
}

/** POST /rest/valuation/tableDetail?fundCode&date: the table itself. */
export interface ValuationTable {
  fundCode: string
  fundName: string
  date: string
  /** The manager (the organisation) and the custodian. */
  managerName: string
  custodianName: string
  checkStatus: CheckStatus
  accounts: ValuationAccount[]
  totals: ValuationTotals
}

/** 公告状态 of a NAV day: only a week's last trading day is announced. */
export type NoticeStatus = 'none' | 'pending' | 'confirmed'
export const NOTICE_STATUSES: Readonly<Record<NoticeStatus, string>> = {
  none: '不披露',
  pending: '待确认',
  confirmed: '已发布',
}

/** POST /rest/valuation/queryNav: a fund's NAV of one day. */
export interface NavRow {
  id: string
  fundCode: string
  fundName: string
  date: string
  unitNav: number
  accumNav: number
  /** Unit NAV change from the previous NAV day (dividends left in); null on the first. */
  dailyChange: number | null
  checkStatus: CheckStatus
  noticeStatus: NoticeStatus
  sendStatus: SendStatus
}

/** POST /rest/valuation/navNotice?fundCode&date: the 净值公告 of a NAV day. */
export interface NavNotice {
  fundCode: string
  fundName: string
  recordNo: string
  date: string
  unitNav: number
  accumNav: number
  dailyChange: number | null
  managerName: string
  custodianName: string
  title: string
  /** Server HTML (the 风险提示 and remarks): shown only after sanitising. */
  bodyHtml: string
  status: NoticeStatus
  /** Beijing time YYYY-MM-DD HH:mm:ss, once confirmed in this demo. */
  confirmedAt?: string
}

/** What a send record is of: a valuation table, a day's NAV, or a NAV series. */
export type SendKind = 'table' | 'nav' | 'series'

export type SendResult = 'success' | 'failed'
export const SEND_RESULTS: Readonly<Record<SendResult, string>> = {
  success: '成功',
  failed: '失败',
}

/** POST /rest/valuation/querySends?kind: one send (邮件) and how it went. */
export interface SendRecord {
  sendId: string
  kind: SendKind
  fundCode: string
  fundName: string
  /** The day sent (a series: its last day). */
  date: string
  /** A series' first day. */
  beginDate?: string
  /** A series' NAV points. */
  points?: number
  recipients: string[]
  /** Beijing time YYYY-MM-DD HH:mm:ss */
  sentAt: string
  sender: string
  result: SendResult
  reason?: string
  /** The record this one sent again. */
  resendOf?: string
}

/** POST /rest/valuation/send (JSON): send a table or a day's NAV, or a series over dates. */
export interface SendRequest {
  kind: SendKind
  fundCode: string
  /** table, nav: the day; series: the last day. */
  date: string
  beginDate?: string
}

/** POST /rest/valuation/recipients?kind&fundCode: who a send goes to. */
export interface Recipients {
  recipients: string[]
}
