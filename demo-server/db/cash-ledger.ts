import { recordedMovesOf, recordedStateOf, type CashMove } from './cash-events'
import {
  dayNumber,
  mix,
  previousTradingDay,
  statementFrom,
  statementUntil,
  tradingDayOnOrBefore,
  tradingDaysBetween,
  type TradingDay,
} from './custody-cash'
import { netAssetsCents } from './fee-calc'
import { tradingDayAfter } from './fee-schedule'
import { liquidatedOn, navSeriesOf } from './fund-nav'
import { runningSharesOf } from './fund-shares'
import { hashText } from './random'
import { addDays } from './trading-days'
import type { FundRecord } from './types'

/*
 * A fund's one ledger of cash: the closing balance of its custody account (托管户余额) on each
 * trading day of the statement's three years, in whole cents, and the movements other pages
 * record (cash-events.ts). 估值表's 银行存款, 托管户余额 and 银行流水 all read it, so they agree.
 * While the fund has a NAV the balance is 3 % to 11 % of its net assets (shares × unit NAV),
 * drifting week by week; the statement's settlement line carries what the recorded and
 * ordinary movements leave. After a liquidated fund's last NAV only recorded movements (its
 * last fees) move it, until the account pays out the rest and closes.
 */

export interface CashLedger {
  fund: FundRecord
  seed: number
  /** The account's trading days within the three years up to yesterday, oldest first. */
  days: TradingDay[]
  /** Each day's closing balance, in cents. */
  closing: number[]
  /** Each day's net assets in cents: the size ordinary movements follow. */
  scale: number[]
  /** The balance the first day opens with (0 when the account opened that day). */
  opening: number
  /** The last NAV day: after it the fund holds only cash, winding up. */
  lastNav: string
  /** A liquidated fund's account closes (pays out its balance) on this day. */
  closeDay?: string
  /** The recorded movements of a day (worked out on first use: the statement needs them). */
  recordedOn: (date: string) => readonly CashMove[]
  index: Map<string, number>
}

const unit = (a: number, b: number) => mix(a, b) / 4_294_967_296

/** The share of net assets held in the custody account at the end of a day. */
const cashShare = (seed: number, day: number) =>
  0.03 + 0.06 * unit(seed, Math.floor(day / 7)) + 0.02 * unit(seed ^ 0x9e37, day)

const signedCents = (moves: readonly CashMove[]) =>
  moves.reduce((s, m) => s + (m.direction === 'in' ? m.cents : -m.cents), 0)

const cache = new Map<string, CashLedger | null>()

/** The fund's cash ledger (undefined while it is raising); rebuilt when recorded state moves. */
export function cashLedgerOf(fund: FundRecord): CashLedger | undefined {
  if (!fund.establishDate || fund.stage === 'raising') return undefined
  const until = statementUntil()
  const key = `${fund.fundCode}/${until}/${recordedStateOf(fund)}`
  if (!cache.has(key)) {
    if (cache.size > 400) cache.clear()
    cache.set(key, build(fund, until) ?? null)
  }
  return cache.get(key) ?? undefined
}

function build(fund: FundRecord, until: string): CashLedger | undefined {
  const series = navSeriesOf(fund, until)
  const ended = fund.stage === 'liquidated'
  const lastNav = series.at(-1)?.date ?? (ended ? liquidatedOn(fund, until) : '')
  if (!lastNav) return undefined
  const closing = ended && lastNav < addDays(until, -7) ? tradingDayAfter(lastNav, 5) : undefined
  const closeDay = closing && closing <= until ? closing : undefined
  const from = statementFrom(until)
  const start = fund.establishDate > from ? fund.establishDate : from
  const end = closeDay && closeDay < until ? closeDay : until
  // One calendar shared by every fund (cached), cut to the account's days.
  const days = tradingDaysBetween(from, until).filter((d) => d.date >= start && d.date <= end)
  const seed = hashText(fund.fundCode)
  const shares = runningSharesOf(fund.fundCode)
  let recorded: Map<string, CashMove[]> | undefined
  const recordedOn = (date: string) => (recorded ??= recordedMovesOf(fund)).get(date) ?? []
  const ledger: CashLedger = {
    fund,
    seed,
    days,
    closing: [],
    scale: [],
    opening: 0,
    lastNav,
    closeDay,
    recordedOn,
    index: new Map(days.map((d, i) => [d.date, i])),
  }
  const netOn = (p: number) => (series[p] ? netAssetsCents(series[p].unitNav, shares) : 0)
  if (days[0] && start === from && fund.establishDate < from) {
    const before = previousTradingDay(days[0].date)
    ledger.opening = Math.round(netOn(0) * cashShare(seed, dayNumber(before)))
  }
  let p = 0
  let balance = ledger.opening
  for (const { date, day } of days) {
    while (series[p + 1] && series[p + 1]!.date <= date) p += 1
    const net = netOn(p)
    if (date <= lastNav) balance = Math.round(net * cashShare(seed, day))
    else if (date === closeDay) balance = 0
    else balance = Math.max(0, balance + signedCents(recordedOn(date)))
    ledger.closing.push(balance)
    ledger.scale.push(net)
  }
  return ledger
}

/** The custody account's balance in cents at the end of a day (its last trading day's close). */
export function closingCentsOn(fund: FundRecord, date: string): number {
  const ledger = cashLedgerOf(fund)
  if (!ledger || !ledger.days.length) return 0
  const day = tradingDayOnOrBefore(date)
  const i = ledger.index.get(day)
  if (i !== undefined) return ledger.closing[i]!
  if (day > ledger.days.at(-1)!.date) return ledger.closing.at(-1)!
  return day < ledger.days[0]!.date && day >= ledger.fund.establishDate ? ledger.opening : 0
}

/** The same in yuan: 托管户余额 of the fund at the end of `date`. */
export const closingBalance = (fund: FundRecord, date: string) => closingCentsOn(fund, date) / 100
