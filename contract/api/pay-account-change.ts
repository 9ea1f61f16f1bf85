import type { TimelineStep } from './timeline'
import type { UploadedFile } from './upload'

/**
 * 付款账户变更 (product-manage/pay-account-change, records at /pay-account-change-record): the
 * account a fund pays its fees and redemptions from, changed online and reviewed by the
 * custodian. The endpoints are ours (docs/api.md "产品管理: 账户查询、产品合同、付款账户变更").
 */

export const PAY_CHANGE_STATUSES = {
  pending: '待审核',
  approved: '已通过',
  returned: '已退回',
  withdrawn: '已撤回',
} as const
export type PayChangeStatus = keyof typeof PAY_CHANGE_STATUSES

/** Limits the form and the server share. */
export const PAY_CHANGE_LIMITS = {
  accountNo: /^\d{8,30}$/,
  accountNameMax: 60,
  bankNameMax: 60,
  reasonMax: 200,
  proofMax: 3,
  proofTypes: ['pdf', 'jpg', 'jpeg', 'png'],
  proofMaxBytes: 10 * 1024 * 1024,
} as const

export interface PayAccount {
  accountName: string
  accountNo: string
  bankName: string
}

/** A fund that may change its paying account: established, not liquidated. */
export interface PayChangeFund {
  fundCode: string
  fundName: string
  current: PayAccount
  /** A change of this fund awaits review: another is refused until it is settled. */
  pendingId?: string
}

/** POST /rest/pay-account-change/submit */
export interface PayChangeSubmit {
  fundCode: string
  newAccountName: string
  newAccountNo: string
  newBankName: string
  reason: string
  /** fileIds from /rest/pay-account-change/upload: 1 to 3. */
  proofFileIds: string[]
}

/** One change request, as listed. */
export interface PayChangeRow {
  id: string
  fundCode: string
  fundName: string
  oldAccount: PayAccount
  newAccount: PayAccount
  reason: string
  status: PayChangeStatus
  /** YYYY-MM-DD HH:mm:ss, Beijing time. */
  submittedAt: string
  submittedBy: string
  /** Why the custodian returned it. */
  returnReason?: string
}

/** One change request in full: its proof and its steps. */
export interface PayChangeDetail extends PayChangeRow {
  proofFiles: UploadedFile[]
  timeline: TimelineStep[]
}

export interface PayChangeQuery {
  fund?: string
  status?: PayChangeStatus
  submittedFrom?: string
  submittedTo?: string
  /** submittedAt or -submittedAt (the default: newest first). */
  sort?: string
}
