/** The staff member's identity, checked against what the firm holds (portal-spec §3, §7). */
export interface StaffIdentity {
  userName: string
  idType: string
  idCode: string
  mobile: string
}

/**
 * POST /login/getCodeForResetPassword (and the investors' getCodeForModifyPassword): where the
 * code went; demoCode only from the demo.
 */
export interface ResetCodeSent {
  /** Masked, 138****0001. */
  mobile: string
  demoCode?: string
}

/** POST /login/toResetPasswordPage: the ticket the next two calls carry (valid 10 minutes). */
export interface ResetTicket {
  resetPasswordCode: string
}

/** One organisation of GET /login/getRegisteredManagerList and getInvestorOrganizationsForUser. */
export interface ResetOrganization {
  orgId: string
  orgName: string
}

/**
 * The investor's identity: a person's name and document, or an institution's name and code,
 * and the mobile registered with the account (where the SMS code goes).
 */
export interface InvestorIdentity {
  userName: string
  certificatesType: string
  certificatesNum: string
  mobile: string
}

/** The identity with the organisation chosen (toModifyPasswordPage, modifyPassword). */
export interface InvestorAccountRef extends InvestorIdentity, ResetOrganization {}
