import type {
  AdminChangeApply,
  ApplicationStatus,
  RegistrationApply,
  RegistrationFiles,
  UploadedFile,
} from '@contract/api/registration'

/** Tables behind /reg and /mgr-change; 综合管理 (issue 11) lists and reviews the applications. */

/** A file received by POST /isNotLogin/reg/upload (its content is not kept). */
export interface UploadRecord extends UploadedFile {
  contentType: string
  /** Date.now() when received. */
  uploadedAt: number
}

/** The SMS code of one mobile for one purpose (`reg:138…` or `mgrChange:138…`). */
export interface ApplyCodeRecord {
  code: string
  sentAt: number
  expiresAt: number
  /** Wrong codes in a row; the third locks the mobile. */
  wrong: number
  /** Date.now() until which the mobile is locked; 0 when not locked. */
  lockedUntil: number
}

interface Reviewed {
  applyNo: string
  status: ApplicationStatus
  /** ISO 8601. */
  submittedAt: string
  reviewedAt?: string
  /** Who reviewed it (a staff name). */
  reviewer?: string
  /** Why it was returned, or a note on approval. */
  remark?: string
}

/** An organisation's application for access (管理人注册). */
export interface RegistrationRecord
  extends Reviewed, Omit<RegistrationApply, 'smsCode' | 'files' | 'agreed'> {
  files: Array<UploadedFile & { kind: keyof RegistrationFiles }>
}

/** A request to change an organisation's administrator (管理员变更). */
export interface AdminChangeRequestRecord extends Reviewed {
  orgId: string
  orgName: string
  creditCode: string
  oldAdmin: AdminChangeApply['oldAdmin']
  newAdmin: Omit<AdminChangeApply['newAdmin'], 'smsCode'>
  reason: string
  authLetter: UploadedFile
}
