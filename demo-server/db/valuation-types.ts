import type { SendRecord } from '@contract/api/valuation'

/** Tables behind 估值核对 (the valuation tables and NAV lists are generated, never stored). */

/** What the manager confirms: a valuation table, a day's NAV, or a week's NAV announcement. */
export type CheckKind = 'table' | 'nav' | 'notice'

/**
 * A check the custodian asked of the manager (its id is its pending item's). A table or NAV
 * with no record here has been checked long since.
 */
export interface ValuationCheckRecord {
  id: string
  kind: CheckKind
  orgId: string
  fundCode: string
  date: string
  /** Who confirmed it and when (Beijing time); unset while it waits. */
  confirmedBy?: string
  confirmedAt?: string
}

/** A send (its fund's name is looked up when answered, so it follows the fund's). */
export interface ValuationSendRecord extends Omit<SendRecord, 'fundName'> {
  orgId: string
}

export interface ValuationTables {
  valuationChecks: ValuationCheckRecord[]
  /** Oldest first. */
  valuationSends: ValuationSendRecord[]
}
