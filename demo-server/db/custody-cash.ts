import { beijingToday } from '@contract/beijing-time'
import { fundAccountsOf } from './fund-accounts'
import { hashText } from './random'
import { addDays, fromIso, isTradingDay, toIso } from './trading-days'
import type { FundRecord } from './types'

/*
 * The custody account's calendar: the statement's three years, trading days, and the part of
 * a balance frozen on a day. The balances themselves are the fund's cash ledger's
 * (cash-ledger.ts), which the bank statement's lines (bank-statement.ts) move day by day.
 */

/** The statement covers three years up to yesterday (in Beijing, as the NAV series). */
export const STATEMENT_YEARS = 3
export const statementUntil = () => addDays(beijingToday(), -1)
/** The first day of the statement: three years before `until` (28 February for a 29th). */
export function statementFrom(until: string) {
  const from = `${Number(until.slice(0, 4)) - STATEMENT_YEARS}${until.slice(4)}`
  return from.endsWith('-02-29') ? from.replace('-02-29', '-02-28') : from
}

const DAY_MS = 86_400_000
export const dayNumber = (date: string) => Math.round(fromIso(date) / DAY_MS)

/** A small integer hash of two numbers: the same every time. */
export function mix(a: number, b: number) {
  let x = Math.imul(a ^ 0x5bd1e995, 2654435761) + Math.imul(b + 1, 40503)
  x = Math.imul(x ^ (x >>> 15), 2246822519)
  x = Math.imul(x ^ (x >>> 13), 3266489917)
  return (x ^ (x >>> 16)) >>> 0
}
const unit = (a: number, b: number) => mix(a, b) / 4_294_967_296

export const round2 = (n: number) => Math.round(n * 100) / 100

export const custodyAccountOf = (fund: FundRecord) =>
  fundAccountsOf(fund).find((a) => a.kind === 'custody')

/** Frozen on a day (pending settlement, fees accrued): nothing on most days. */
export function frozenAmount(fund: FundRecord, date: string, balance: number): number {
  const roll = unit(hashText(fund.fundCode) ^ 0x51ed, dayNumber(date))
  return roll < 0.65 ? 0 : round2(balance * (roll - 0.6) * 0.5)
}

/** The last trading day on or before `date` (the account's balance stands from it). */
export function tradingDayOnOrBefore(date: string): string {
  let day = date
  while (!isTradingDay(day)) day = addDays(day, -1)
  return day
}

/** The first trading day on or after `date`. */
export function tradingDayOnOrAfter(date: string): string {
  let day = date
  while (!isTradingDay(day)) day = addDays(day, 1)
  return day
}

/** The trading day before `date`. */
export const previousTradingDay = (date: string) => tradingDayOnOrBefore(addDays(date, -1))

export interface TradingDay {
  date: string
  day: number
}

const dayLists = new Map<string, TradingDay[]>()

/** The trading days from `from` to `until`, in order, each with its day number. */
export function tradingDaysBetween(from: string, until: string): TradingDay[] {
  const key = `${from}|${until}`
  let days = dayLists.get(key)
  if (!days) {
    days = []
    for (let day = dayNumber(from), last = dayNumber(until); day <= last; day += 1) {
      const date = toIso(day * DAY_MS)
      if (isTradingDay(date)) days.push({ date, day })
    }
    if (dayLists.size > 8) dayLists.clear()
    dayLists.set(key, days)
  }
  return days
}
