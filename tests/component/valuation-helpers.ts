import { db } from '@demo-server/db/db'
import { fundLedgerOf, hasBooks } from '@demo-server/db/valuation-ledger'

/*
 * Shared steps of the 增值税 / 报表 / 凭证 / 发送配置 page tests: the demo's figures straight
 * from the mock's books, to compare with what the pages show.
 */

/** "1,234.56" or "-1,234.56" → cents. */
export const centsOf = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/,/g, '')) * 100)

export const bookFunds = (orgId = 'ORG001') =>
  db.state.funds.filter((f) => f.orgId === orgId && hasBooks(f))

export const ledgers = (orgId = 'ORG001') => bookFunds(orgId).map((f) => fundLedgerOf(f)!)

/** The totals row's cells, by position. */
export const totalsCells = () =>
  [...document.querySelectorAll('.totals-row td')].map((c) => c.textContent ?? '')
