import type { PayAccount, PayChangeStatus } from '@contract/api/pay-account-change'
import type { UploadedFile } from '@contract/api/upload'

/** Tables behind 付款账户变更 (product-manage/pay-account-change, /pay-account-change-record). */

/** A request to change a fund's paying account; the custodian approves or returns it. */
export interface PayChangeRecord {
  id: string
  orgId: string
  /** Who submitted it. */
  userId: string
  submittedBy: string
  fundCode: string
  fundName: string
  /** The paying account when it was submitted. */
  oldAccount: PayAccount
  newAccount: PayAccount
  reason: string
  proofFiles: UploadedFile[]
  status: PayChangeStatus
  /** YYYY-MM-DD HH:mm:ss, Beijing time (as every time below). */
  submittedAt: string
  reviewedAt?: string
  reviewer?: string
  returnReason?: string
  withdrawnAt?: string
  withdrawnBy?: string
}

/** A proof received by POST /rest/pay-account-change/upload (its content is not kept). */
export interface PayChangeUploadRecord extends UploadedFile {
  /** Only its uploader may attach it, and only once. */
  userId: string
  uploadedAt: number
  used: boolean
}

export interface PayAccountChangeTables {
  /** Every organisation's requests, oldest first. */
  payAccountChanges: PayChangeRecord[]
  /** Proofs by fileId (the last 200). */
  payAccountUploads: Record<string, PayChangeUploadRecord>
}
