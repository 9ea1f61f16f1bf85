import type { TimelineStep } from './timeline'

/*
 * 投资者用户管理 (general-manage/investor-user-manage): the investors with accounts at the
 * session's organisation, their account-opening audits and their password-reset audits.
 * Certificate numbers and mobiles leave the server masked; the full ones never reach the page.
 */

export type InvestorUserStatus = 'normal' | 'frozen' | 'closed'
export const INVESTOR_USER_STATUS_LABEL: Readonly<Record<InvestorUserStatus, string>> = {
  normal: '正常',
  frozen: '已冻结',
  closed: '已销户',
}

export type InvestorKind = 'person' | 'institution'
export const INVESTOR_KIND_LABEL: Readonly<Record<InvestorKind, string>> = {
  person: '个人',
  institution: '机构',
}

/** A row of 投资者用户. */
export interface InvestorUser {
  investorId: string
  userName: string
  investorKind: InvestorKind
  /** A code of contract/id-types.ts. */
  certificatesType: string
  /** Masked: 3701**********0029. */
  certificatesNum: string
  /** Masked: 139****0001. */
  mobile: string
  /** C1 (保守型) … C5 (激进型). */
  riskLevel: string
  openChannel: string
  /** YYYY-MM-DD HH:mm:ss */
  openedAt: string
  lastLoginAt?: string
  status: InvestorUserStatus
}

export type AuditStatus = 'pending' | 'approved' | 'returned'
export const AUDIT_STATUS_LABEL: Readonly<Record<AuditStatus, string>> = {
  pending: '待审核',
  approved: '已通过',
  returned: '已退回',
}

/** One audit in an investor's 审核记录. */
export interface InvestorAuditBrief {
  auditId: string
  kind: '开户审核' | '密码重置审核'
  status: AuditStatus
  submittedAt: string
}

export interface InvestorUserDetail extends InvestorUser {
  audits: InvestorAuditBrief[]
}

/** A row of 开户审核: someone asking to open an account with the organisation. */
export interface AccountAudit {
  auditId: string
  userName: string
  investorKind: InvestorKind
  certificatesType: string
  certificatesNum: string
  mobile: string
  riskLevel: string
  channel: string
  /** YYYY-MM-DD HH:mm:ss */
  submittedAt: string
  status: AuditStatus
  handler?: string
  handledAt?: string
  returnReason?: string
}

export interface AccountAuditDetail extends AccountAudit {
  /** What the applicant sent: 身份证正反面.jpg, 风险测评问卷.pdf… */
  documents: string[]
  steps: TimelineStep[]
}

export type ResetChannel = 'online' | 'counter' | 'self'
export const RESET_CHANNEL_LABEL: Readonly<Record<ResetChannel, string>> = {
  online: '线上申请',
  counter: '柜台申请',
  self: '自助重置',
}

/** A row of 密码重置审核. */
export interface ResetAudit {
  auditId: string
  investorId: string
  userName: string
  certificatesType: string
  certificatesNum: string
  mobile: string
  channel: ResetChannel
  applyReason: string
  submittedAt: string
  status: AuditStatus
  handler?: string
  handledAt?: string
  returnReason?: string
}

export interface ResetAuditDetail extends ResetAudit {
  steps: TimelineStep[]
}

/** 通过, or 退回 with a reason. */
export interface AuditReview {
  auditId: string
  action: 'approve' | 'return'
  /** Required to return: 1–200 characters. */
  reason?: string
}

export const AUDIT_REASON_MAX = 200
