import type { PayAccount } from '@contract/api/pay-account-change'

/** An account as three lines: name, number in full, bank. */
export function PayAccountView({ account }: { account: PayAccount }) {
  return (
    <div className="pay-change__account">
      <div>{account.accountName}</div>
      <div className="pay-change__account-no">{account.accountNo}</div>
      <div className="pay-change__account-bank">{account.bankName}</div>
    </div>
  )
}
