import type { Direction, StatementLine } from '@/types/api/custodian'
import {
  balanceOn,
  cashProfile,
  mix,
  previousTradingDay,
  round2,
  statementFrom,
  statementUntil,
  tradingDaysBetween,
  type CashProfile,
  type TradingDay,
} from './custody-cash'
import { fundAccountsOf } from './fund-accounts'
import { digitsOf, hashText, seededRandom } from './random'
import type { FundRecord } from './types'

/*
 * 银行流水: every custody account's bank statement lines over three years, generated from
 * (fund, day) on demand and never stored (as the done history, done-history.ts). A day's
 * lines move the balance from the day before's closing balance (custody-cash.ts) to its own:
 * a few ordinary movements, then one settlement line for the rest, at times through the day
 * (credits first when a debit would otherwise take the balance below zero for a while).
 */

type Party = [name: string, account: string]

interface Kind {
  summary: string
  direction: Direction
  /** The most it moves, as a share of the fund's size. */
  size: number
  party: (c: Context) => Party | undefined
}

const SH_CLEARING: Party = ['中国证券登记结算有限责任公司上海分公司', '0000000000B001']
const SZ_CLEARING: Party = ['中国证券登记结算有限责任公司深圳分公司', '0000000000S001']
const BOND_CLEARING: Party = ['中央国债登记结算有限责任公司', '0000000000Z001']
const CUSTODIAN_FEE: Party = ['托管人托管费收入户', '531890001000000018']
const OUTSOURCING_FEE: Party = ['托管人运营外包服务费收入户', '531890001000000026']

const KINDS: readonly Kind[] = [
  { summary: '申购款划入', direction: 'in', size: 0.02, party: (c) => c.raising },
  { summary: '证券交易清算', direction: 'in', size: 0.015, party: () => SH_CLEARING },
  { summary: '债券兑息', direction: 'in', size: 0.003, party: () => BOND_CLEARING },
  { summary: '期货保证金划回', direction: 'in', size: 0.01, party: (c) => c.futures },
  { summary: '银行存款利息', direction: 'in', size: 0.0002, party: (c) => [c.bank, '—'] },
  { summary: '赎回款划出', direction: 'out', size: 0.02, party: (c) => c.raising },
  { summary: '证券交易清算', direction: 'out', size: 0.015, party: () => SZ_CLEARING },
  {
    summary: '管理费划付',
    direction: 'out',
    size: 0.0015,
    party: (c) => c.manager,
  },
  { summary: '托管费划付', direction: 'out', size: 0.0003, party: () => CUSTODIAN_FEE },
  { summary: '外包服务费划付', direction: 'out', size: 0.0002, party: () => OUTSOURCING_FEE },
  { summary: '期货保证金划出', direction: 'out', size: 0.01, party: (c) => c.futures },
  { summary: '银行手续费', direction: 'out', size: 0.000002, party: (c) => [c.bank, '—'] },
]

const clock = (seconds: number) =>
  [seconds / 3600, (seconds % 3600) / 60, seconds % 60]
    .map((n) => String(Math.floor(n)).padStart(2, '0'))
    .join(':')

interface Context extends CashProfile {
  manager: Party
  accountNo: string
  raising: Party
  futures?: Party
  bank: string
}

function contextOf(fund: FundRecord, orgName: string): Context | undefined {
  const profile = cashProfile(fund)
  const accounts = fundAccountsOf(fund)
  const custody = accounts.find((a) => a.kind === 'custody')
  if (!profile || !custody) return undefined
  const raising = accounts.find((a) => a.kind === 'raising')
  const futures = accounts.find((a) => a.kind === 'futures')
  return {
    ...profile,
    manager: [orgName, `3701${digitsOf(hashText(orgName), 14)}`],
    accountNo: custody.accountNo,
    raising: [raising?.accountName ?? fund.fundName, raising?.accountNo ?? '—'],
    futures: futures && [futures.institution, futures.accountNo],
    bank: custody.institution,
  }
}

interface Move {
  summary: string
  direction: Direction
  amount: number
  party: Party
}

/** How many ordinary movements a day has, on average about one. */
const MOVES_SPREAD = 6

/** A day's movements, before times and balances: ordinary ones, then the settlement. */
function movesOf(c: Context, { day }: TradingDay, opening: number, closing: number) {
  const random = seededRandom(mix(c.seed, day))
  const moves: Move[] = []
  const count = Math.floor(random() * random() * MOVES_SPREAD)
  for (let k = 0; k < count; k += 1) {
    const kind = KINDS[Math.floor(random() * KINDS.length)]!
    const party = kind.party(c)
    if (!party) continue
    const amount = round2(Math.max(0.01, c.scale * kind.size * (0.1 + 0.9 * random())))
    moves.push({ summary: kind.summary, direction: kind.direction, amount, party })
  }
  const net = moves.reduce((sum, m) => sum + (m.direction === 'in' ? m.amount : -m.amount), 0)
  const rest = round2(closing - opening - net)
  if (Math.abs(rest) >= 0.01) {
    const first = opening === 0
    const last = closing === 0
    const summary = first ? '募集资金划入' : last ? '清算款划出' : '证券交易清算'
    const party = first || last ? c.raising : rest > 0 ? SH_CLEARING : SZ_CLEARING
    moves.push({ summary, direction: rest > 0 ? 'in' : 'out', amount: Math.abs(rest), party })
  }
  return moves
}

/** Seconds after midnight for n movements from `start` within `span`, in order. */
const timesOf = (n: number, start: number, span: number, day: number, salt: number) =>
  Array.from({ length: n }, (_, k) => start + (mix(day + k * 7919, salt) % span)).sort(
    (a, b) => a - b,
  )

const OPEN = 9 * 3600
const signed = (m: Move) => (m.direction === 'in' ? m.amount : -m.amount)

/**
 * When each movement happens: through the day (09:00–16:30) in any order, unless that would
 * take the balance below zero for a while; then credits in the morning, debits after 13:00.
 */
function timed(moves: Move[], opening: number, day: number, salt: number) {
  const spread = moves
    .map((m, k) => ({ m, at: OPEN + (mix(day + k * 7919, salt) % (7.5 * 3600)) }))
    .sort((a, b) => a.at - b.at)
  let balance = opening
  const dips = spread.some(({ m }) => (balance += signed(m)) < 0)
  if (!dips) return spread
  const credits = moves.filter((m) => m.direction === 'in')
  const debits = moves.filter((m) => m.direction === 'out')
  const at = [
    ...timesOf(credits.length, OPEN, 3 * 3600, day, salt),
    ...timesOf(debits.length, 13 * 3600, 3.5 * 3600, day, salt + 1),
  ]
  return [...credits, ...debits].map((m, k) => ({ m, at: at[k]! }))
}

/** The lines of one fund on one trading day, in time order, with running balances. */
function linesOfDay(c: Context, today: TradingDay, opening: number): StatementLine[] {
  const moves = movesOf(c, today, opening, balanceOn(c, today.date, today.day))
  const stamp = today.date.replaceAll('-', '')
  let balance = opening
  return timed(moves, opening, today.day, c.seed).map(({ m, at }, k) => {
    balance = round2(balance + signed(m))
    return {
      lineId: `${c.fund.fundCode}-${stamp}-${String(k + 1).padStart(2, '0')}`,
      tradeTime: `${today.date} ${clock(at)}`,
      fundCode: c.fund.fundCode,
      fundName: c.fund.fundName,
      accountNo: c.accountNo,
      direction: m.direction,
      amount: m.amount,
      balance,
      counterparty: m.party[0],
      counterAccount: m.party[1],
      summary: m.summary,
    }
  })
}

/** One fund's lines from `from` to `until`, oldest first. */
export function fundStatement(fund: FundRecord, orgName: string, from: string, until: string) {
  const c = contextOf(fund, orgName)
  if (!c) return []
  const days = tradingDaysBetween(from, until)
  const lines: StatementLine[] = []
  let opening: number | undefined
  for (const today of days) {
    if (today.date < c.from) continue
    opening ??= balanceOn(c, previousTradingDay(today.date))
    lines.push(...linesOfDay(c, today, opening))
    opening = balanceOn(c, today.date, today.day)
    // The account's last day: its closing line took the balance to nothing.
    if (c.to && today.date >= c.to) break
  }
  return lines
}

const cache = new Map<string, StatementLine[]>()
const newestFirst = (a: StatementLine, b: StatementLine) =>
  a.tradeTime === b.tradeTime ? (a.lineId < b.lineId ? 1 : -1) : a.tradeTime < b.tradeTime ? 1 : -1

/**
 * Every line of an organisation's custody accounts over the three years up to `until`,
 * newest first. Built once per organisation and day (about 36,000 lines for 泉城私募).
 */
export function orgStatement(
  funds: readonly FundRecord[],
  orgName: string,
  until = statementUntil(),
): StatementLine[] {
  const key = `${funds[0]?.orgId}|${funds.length}|${orgName}|${until}`
  let lines = cache.get(key)
  if (!lines) {
    const from = statementFrom(until)
    lines = funds.flatMap((f) => fundStatement(f, orgName, from, until)).sort(newestFirst)
    if (cache.size > 6) cache.clear()
    cache.set(key, lines)
  }
  return lines
}
