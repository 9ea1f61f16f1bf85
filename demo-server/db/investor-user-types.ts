import type { AuditStatus, InvestorUserStatus, ResetChannel } from '@contract/api/investor-user'

/*
 * Tables of 投资者用户管理. Who an investor is (name, document, mobile, password per
 * organisation) stays in `investors` (password-reset-types.ts); these hold the account's
 * standing with one organisation and the audits the manager handles. Times are Beijing time,
 * YYYY-MM-DD HH:mm:ss.
 */

/** An investor's account with one organisation, as 投资者用户 lists it. */
export interface InvestorUserRecord {
  investorId: string
  orgId: string
  status: InvestorUserStatus
  riskLevel: string
  openChannel: string
  openedAt: string
  lastLoginAt?: string
}

/** Someone asking to open an account; approving it creates the account. */
export interface InvestorAccountAuditRecord {
  auditId: string
  orgId: string
  userName: string
  certificatesType: string
  certificatesNum: string
  mobile: string
  riskLevel: string
  channel: string
  documents: string[]
  submittedAt: string
  status: AuditStatus
  handler?: string
  handledAt?: string
  returnReason?: string
  /** Set once approved: whose account it opened. */
  investorId?: string
}

/** An investor asking for a new password; approving it sends a temporary one by SMS. */
export interface InvestorResetAuditRecord {
  auditId: string
  orgId: string
  investorId: string
  channel: ResetChannel
  applyReason: string
  submittedAt: string
  status: AuditStatus
  handler?: string
  handledAt?: string
  returnReason?: string
}

export interface InvestorUserTables {
  investorUsers: InvestorUserRecord[]
  investorAccountAudits: InvestorAccountAuditRecord[]
  investorResetAudits: InvestorResetAuditRecord[]
}
