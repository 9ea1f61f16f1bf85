import type { ApplicationDocRef, ApplicationDocument, ApplicationDocKind } from './application'
import type { TimelineStep } from './timeline'

/**
 * 产品成立 (product-manage/fund-create): a raising fund's establishment application. Endpoints
 * are our choice (docs/api.md, "产品成立、清算、分红"); shared by the client and the demo.
 */

/** supplement and returned wait on the manager (fundCreateNum); reviewing on the custodian. */
export const FUND_CREATE_STATUSES = [
  'supplement',
  'reviewing',
  'returned',
  'established',
  'withdrawn',
] as const
export type FundCreateStatus = (typeof FUND_CREATE_STATUSES)[number]

export const FUND_CREATE_STATUS_LABEL: Readonly<Record<FundCreateStatus, string>> = {
  supplement: '待补充材料',
  reviewing: '托管审核中',
  returned: '已退回',
  established: '已成立',
  withdrawn: '已撤回',
}

/** The documents an application must hold before it is submitted, in this order. */
export const FUND_CREATE_DOCS: readonly ApplicationDocKind[] = ['contract', 'capital', 'investors']

/** A private fund has at most 200 investors. */
export const MAX_INVESTORS = 200

export interface FundCreateRow {
  applyId: string
  fundCode: string
  fundName: string
  status: FundCreateStatus
  /** YYYY-MM-DD */
  applyDate: string
  /** 募集金额, yuan. */
  raisedAmount: number
  investorCount: number
  /** Kinds of required documents not yet uploaded. */
  missing: ApplicationDocKind[]
}

export interface FundCreateDetail extends FundCreateRow {
  documents: ApplicationDocument[]
  timeline: TimelineStep[]
  /** The custodian's reason, while returned. */
  returnReason?: string
  /** YYYY-MM-DD, once established. */
  establishDate?: string
}

/** POST /rest/product/fundCreate/submit: complete a pending one (applyId) or a new one (fundCode). */
export interface FundCreateSubmit {
  applyId?: string
  fundCode?: string
  raisedAmount: number
  investorCount: number
  documents: ApplicationDocRef[]
}
