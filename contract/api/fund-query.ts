/*
 * 产品查询's API contract (issue 8): the fund list, a fund's detail tabs and its contacts. The
 * endpoints are ours, documented in docs/api.md "产品查询".
 */
import type { FundStage } from './home'

/** POST /rest/fund/queryFundList: one fund of the organisation. */
export interface FundListItem {
  fundCode: string
  fundName: string
  /** 私募证券投资基金, 私募股权投资基金. */
  fundType: string
  strategy: string
  stage: FundStage
  riskLevel: string
  /** YYYY-MM-DD; empty while raising. */
  establishDate: string
  /** The latest unit NAV; null before the first one. */
  latestNav: number | null
  /** Its date, YYYY-MM-DD; empty with no NAV. */
  navDate: string
  /** Shares × the latest unit NAV, in yuan; null while raising. */
  scale: number | null
  managerName: string
}

/** The list's filters as the endpoint (and the 'fund-list' export) take them. */
export interface FundListFilters {
  /** Part of the code or the name. */
  keyword?: string
  /** Comma-separated stages. */
  stages?: string
  fundType?: string
  /** 成立日期 range, YYYY-MM-DD, both days included. */
  beginDate?: string
  endDate?: string
  /** A sortable field, '-' first for descending. */
  sort?: string
}

export const FUND_LIST_SORTABLE = ['fundCode', 'establishDate', 'latestNav', 'scale'] as const

export const FUND_TYPES = ['私募证券投资基金', '私募股权投资基金'] as const

/** POST /rest/fund/queryFundDetail?fundCode: 基本要素. */
export interface FundDetail extends FundListItem {
  recordNo: string
  durationMonths: number
  /** Establishment plus the term; empty while raising. */
  maturityDate: string
  accumNav: number | null
  shares: number | null
  /** 每月首个交易日开放… or 封闭运作. */
  openDay: string
  orgName: string
}

/** POST /rest/fund/queryFundAccounts?fundCode: 账户信息. */
export interface FundAccountItem {
  accountNo: string
  kind: 'custody' | 'raising' | 'securities' | 'futures'
  kindName: string
  accountName: string
  institution: string
  openDate: string
  status: 'normal' | 'closed'
}

/** A redemption fee by how long the units were held. */
export interface RedemptionFee {
  holding: string
  /** A ratio: 0.005 is 0.50%. */
  rate: number
}

/** POST /rest/fund/queryFundFees?fundCode: 费率信息, rates as ratios a year. */
export interface FundFees {
  managementRate: number
  custodyRate: number
  outsourcingRate: number
  subscriptionRate: number
  redemptionFees: RedemptionFee[]
  performanceRate: number
  /** 业绩报酬计提基准 (a year). */
  hurdleRate: number
  /** How the performance fee is taken: 高水位法… */
  performanceMethod: string
}

/** A range of the NAV chart. */
export type NavRange = '1m' | '3m' | '6m' | '1y' | 'all'

export const NAV_RANGES: NavRange[] = ['1m', '3m', '6m', '1y', 'all']

export interface NavPointItem {
  date: string
  unitNav: number
  accumNav: number
}

/** POST /rest/fund/queryFundNav?fundCode&range: the chart's points, oldest first. */
export interface FundNavSeries {
  range: NavRange
  /** The series starts at establishment (成立以来) rather than three years back. */
  sinceEstablishment: boolean
  points: NavPointItem[]
}

/** POST /rest/fund/queryFundNavList?fundCode&pageNo&pageSize: newest first. */
export interface NavRow extends NavPointItem {
  /** Unit NAV change on the previous day (dividends included), a ratio; null on the first. */
  dailyReturn: number | null
}

/** POST /rest/fund/queryFundContracts?fundCode: 相关合同. */
export interface FundContract {
  fileId: string
  /** 基金合同, 托管协议, 风险揭示书, 补充协议. */
  docType: string
  fileName: string
  /** YYYY-MM-DD */
  signDate: string
  size: number
}

export const CONTACT_ROLES = ['投资经理', '运营', '合规', '财务'] as const
export type ContactRole = (typeof CONTACT_ROLES)[number]

/** The notices a contact can receive. */
export const CONTACT_NOTICES = ['估值表', '净值', '分红', '临时公告'] as const
export type ContactNotice = (typeof CONTACT_NOTICES)[number]

/** POST /rest/fund/saveFundContact (JSON): no contactId adds, a contactId edits. */
export interface FundContactInput {
  contactId?: string
  fundCode: string
  name: string
  role: ContactRole
  mobile: string
  email: string
  notices: ContactNotice[]
}

/** POST /rest/fund/queryFundContacts?fundCode: a contact of the fund. */
export interface FundContact extends FundContactInput {
  contactId: string
  /** YYYY-MM-DD HH:mm:ss */
  updatedAt: string
}
