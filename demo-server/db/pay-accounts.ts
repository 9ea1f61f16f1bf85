import type { PayAccount } from '@contract/api/pay-account-change'
import { fundAccountsOf } from './fund-accounts'
import type { PayChangeRecord } from './pay-account-change-types'
import type { FundRecord } from './types'

/*
 * A fund's paying account (付款账户: where its fees and redemptions are paid from): its custody
 * account, until the custodian approves a change; then the latest approved one.
 */

/** Established and not yet liquidated: it pays, so it may change where from. */
export const paysFromAccount = (fund: FundRecord) =>
  Boolean(fund.establishDate) && (fund.stage === 'operating' || fund.stage === 'liquidating')

export function custodyPayAccountOf(fund: FundRecord): PayAccount {
  const custody = fundAccountsOf(fund).find((a) => a.kind === 'custody')
  return {
    accountName: custody?.accountName ?? fund.fundName,
    accountNo: custody?.accountNo ?? '',
    bankName: custody?.institution ?? '',
  }
}

export function payAccountOf(fund: FundRecord, changes: readonly PayChangeRecord[]): PayAccount {
  const approved = changes
    .filter((c) => c.fundCode === fund.fundCode && c.status === 'approved')
    .sort((a, b) => (a.reviewedAt ?? '').localeCompare(b.reviewedAt ?? ''))
    .at(-1)
  return approved ? approved.newAccount : custodyPayAccountOf(fund)
}
