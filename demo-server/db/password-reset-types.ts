/** Tables behind /reset-password: investors' accounts and the resets under way. */

/** An investor's account with one manager organisation; each has its own password. */
export interface InvestorAccountRecord {
  orgId: string
  password: string
}

export interface InvestorRecord {
  investorId: string
  /** A person's name or an institution's full name (the spec's userName). */
  userName: string
  /** A code of contract/id-types.ts. */
  certificatesType: string
  /** Upper case (a passport's letters, an ID card's X). */
  certificatesNum: string
  mobile: string
  accounts: InvestorAccountRecord[]
}

/**
 * A reset under way, by staff userName or `investor|certificatesType|certificatesNum`: the SMS
 * code and the wrong tries.
 */
export interface ResetAttemptRecord {
  /** The code sent, when it was sent and until when it holds; unset once used or voided. */
  code?: string
  sentAt?: number
  expiresAt?: number
  /** Wrong codes in a row; the third locks the attempt. */
  wrong: number
  /** Date.now() until which the attempt is locked; 0 when not locked. */
  lockedUntil: number
}

/** What toResetPasswordPage hands out: whose password the bearer may set, and until when. */
export interface ResetTicketRecord {
  userId: string
  expiresAt: number
}

export interface PasswordResetTables {
  investors: InvestorRecord[]
  resetAttempts: Record<string, ResetAttemptRecord>
  /** By resetPasswordCode. */
  resetTickets: Record<string, ResetTicketRecord>
  /** toModifyPasswordPage's consent by `certificatesType|certificatesNum|orgId`: until when. */
  investorGrants: Record<string, number>
}
