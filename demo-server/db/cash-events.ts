import type { Direction } from '@contract/api/custodian'
import { FEE_TYPE_NAMES } from '@contract/api/fee'
import { tradingDayOnOrAfter } from './custody-cash'
import { db } from './db'
import { feePayeeOf } from './fee-payees'
import { accrualBookOf } from './fee-schedule'
import { fundAccountsOf } from './fund-accounts'
import { tradeBookOf } from './ta-trade-book'
import type { FundRecord } from './types'

/*
 * The movements of a fund's custody account that another page records (cash-ledger.ts books
 * them): each 费用支付 paid, each 分红 paid in cash, each 划款指令 executed, each 申购 and 赎回
 * confirmed in 登记过户. They land on the first trading day on or after the day they happen.
 */

export type Party = [name: string, account: string]

export interface CashMove {
  summary: string
  direction: Direction
  /** Whole cents, more than 0. */
  cents: number
  party: Party
}

const toCents = (yuan: number) => Math.round(yuan * 100)

export const raisingPartyOf = (fund: FundRecord): Party => {
  const raising = fundAccountsOf(fund).find((a) => a.kind === 'raising')
  return [raising?.accountName ?? fund.fundName, raising?.accountNo ?? '—']
}

const executedInstructionsOf = (fund: FundRecord) =>
  db.state.transferInstructions.filter(
    (r) => r.fundCode === fund.fundCode && r.status === 'executed' && r.executedAt,
  )

const cashDividendsOf = (fund: FundRecord) =>
  db.state.dividends.filter(
    (d) => d.fundCode === fund.fundCode && d.status === 'paid' && d.method === 'cash',
  )

/** What the recorded movements depend on in the stored state (the ledger's cache key). */
export const recordedStateOf = (fund: FundRecord) =>
  [
    ...executedInstructionsOf(fund).map((r) => `${r.instructionId}:${r.amount}:${r.executedAt}`),
    ...cashDividendsOf(fund).map((d) => `${d.id}:${d.totalAmount}`),
  ].join()

/** The day a dividend plan was paid (its 'pay' step, else two days after its ex-date). */
const paidOn = (d: (typeof db.state.dividends)[number]) =>
  d.events.find((e) => e.step === 'pay')?.at.slice(0, 10) ?? d.exDate

/** Every recorded movement of the fund, by the trading day it lands on. */
export function recordedMovesOf(fund: FundRecord): Map<string, CashMove[]> {
  const byDay = new Map<string, CashMove[]>()
  const add = (day: string, move: CashMove) => {
    if (move.cents <= 0) return
    const date = tradingDayOnOrAfter(day)
    byDay.set(date, [...(byDay.get(date) ?? []), move])
  }
  for (const plan of accrualBookOf(fund)?.payments ?? []) {
    if (!plan.paidDate) continue
    const payee = feePayeeOf(plan.feeType, fund.orgId)
    add(plan.paidDate, {
      summary: `${FEE_TYPE_NAMES[plan.feeType]}划付`,
      direction: 'out',
      cents: plan.amountCents,
      party: [payee.payeeName, payee.payeeAccount],
    })
  }
  const raising = raisingPartyOf(fund)
  for (const d of cashDividendsOf(fund)) {
    const cents = toCents(d.totalAmount)
    add(paidOn(d), { summary: '分红款划出', direction: 'out', cents, party: raising })
  }
  for (const r of executedInstructionsOf(fund)) {
    add(r.executedAt!.slice(0, 10), {
      summary: r.purpose,
      direction: 'out',
      cents: toCents(r.amount),
      party: [r.payeeName, r.payeeAccount],
    })
  }
  if (fund.stage !== 'raising') {
    for (const t of tradeBookOf(fund).trades) {
      const settled = t.status === 'confirmed' || t.status === 'partial'
      if (!settled || !t.confirmDate || t.confirmShares <= 0) continue
      if (t.tradeType === 'purchase') {
        const cents = toCents(t.confirmAmount)
        add(t.confirmDate, { summary: '申购款划入', direction: 'in', cents, party: raising })
      } else if (t.tradeType === 'redeem') {
        const cents = toCents(t.settleAmount)
        add(t.confirmDate, { summary: '赎回款划出', direction: 'out', cents, party: raising })
      }
    }
  }
  return byDay
}
