/** The hidden public pages /reg (管理人注册) and /mgr-change (管理员变更): our own endpoints. */
import type { UploadedFile } from './upload'

export type { UploadedFile }

/** POST /isNotLogin/reg/sendCode and /isNotLogin/mgrChange/sendCode. */
export interface ApplyCodeSent {
  /** Masked, 138****0001. */
  mobile: string
  /** Demo backend only: the code, shown in a message since no SMS is sent. */
  demoCode?: string
}

/** The documents of a registration, each a fileId from the upload endpoint. */
export interface RegistrationFiles {
  /** 营业执照 */
  license: string
  /** 管理人登记证明 */
  amacCert: string
  /** 授权委托书 */
  authLetter: string
}

/** POST /isNotLogin/reg/apply body. */
export interface RegistrationApply {
  orgName: string
  creditCode: string
  /** 管理人登记编号 (AMAC), P1000001. */
  amacNo: string
  regAddress: string
  officeAddress: string
  contactName: string
  mobile: string
  smsCode: string
  email: string
  files: RegistrationFiles
  agreed: boolean
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected'

/** What both apply endpoints answer. */
export interface ApplySubmitted {
  /** REG20261121001 or MGR20261121001: date (Beijing) and that day's sequence. */
  applyNo: string
  status: ApplicationStatus
  /** ISO 8601. */
  submittedAt: string
  /** Where the result is sent by SMS, masked. */
  mobile: string
}

/** POST /isNotLogin/mgrChange/apply body. */
export interface AdminChangeApply {
  orgName: string
  creditCode: string
  oldAdmin: {
    name: string
    /** 用户名 or 证件号 of the current administrator. */
    account: string
  }
  newAdmin: {
    name: string
    /** 证件类型: a value of contract/id-types.ts (a person's document). */
    idType: string
    idNo: string
    mobile: string
    smsCode: string
    email: string
  }
  /** 变更原因, at most 500 characters. */
  reason: string
  /** fileId of the 授权书. */
  authLetter: string
}

/** GET /isNotLogin/reg/status?applyNo: either kind of application. */
export interface ApplicationStatusView {
  applyNo: string
  kind: 'registration' | 'adminChange'
  orgName: string
  status: ApplicationStatus
  submittedAt: string
  reviewedAt?: string
  /** The reviewer's remark (why it was returned). */
  remark?: string
}
