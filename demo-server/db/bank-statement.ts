import type { Direction, StatementLine } from '@contract/api/custodian'
import { raisingPartyOf, recordedStateOf, type CashMove, type Party } from './cash-events'
import { cashLedgerOf, type CashLedger } from './cash-ledger'
import { mix, round2, statementFrom, statementUntil, type TradingDay } from './custody-cash'
import { fundAccountsOf } from './fund-accounts'
import { hashText, seededRandom } from './random'
import type { FundRecord } from './types'

/*
 * 银行流水: every custody account's bank statement lines over three years, generated from
 * (fund, day) on demand and never stored (as the done history, done-history.ts). A day's
 * lines move the balance from the day before's closing balance (cash-ledger.ts) to its own:
 * the movements other pages record (fees paid, cash dividends, executed 划款指令, settled
 * 申购/赎回), a few ordinary ones (trades, coupons, margin, interest), then one settlement line
 * for the rest, at times through the day (credits first when a debit would otherwise take the
 * balance below zero for a while).
 */

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

/** Movements no other page records: a fee, a dividend or a 申购/赎回 is never one of them. */
const KINDS: readonly Kind[] = [
  { summary: '证券交易清算', direction: 'in', size: 0.015, party: () => SH_CLEARING },
  { summary: '债券兑息', direction: 'in', size: 0.003, party: () => BOND_CLEARING },
  { summary: '期货保证金划回', direction: 'in', size: 0.01, party: (c) => c.futures },
  { summary: '银行存款利息', direction: 'in', size: 0.0002, party: (c) => [c.bank, '—'] },
  { summary: '证券交易清算', direction: 'out', size: 0.015, party: () => SZ_CLEARING },
  { summary: '期货保证金划出', direction: 'out', size: 0.01, party: (c) => c.futures },
  { summary: '银行手续费', direction: 'out', size: 0.000002, party: (c) => [c.bank, '—'] },
]

const clock = (seconds: number) =>
  [seconds / 3600, (seconds % 3600) / 60, seconds % 60]
    .map((n) => String(Math.floor(n)).padStart(2, '0'))
    .join(':')

interface Context {
  ledger: CashLedger
  fund: FundRecord
  seed: number
  accountNo: string
  raising: Party
  futures?: Party
  bank: string
}

function contextOf(fund: FundRecord): Context | undefined {
  const ledger = cashLedgerOf(fund)
  const accounts = fundAccountsOf(fund)
  const custody = accounts.find((a) => a.kind === 'custody')
  if (!ledger || !custody) return undefined
  const futures = accounts.find((a) => a.kind === 'futures')
  return {
    ledger,
    fund,
    seed: ledger.seed,
    accountNo: custody.accountNo,
    raising: raisingPartyOf(fund),
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

const recordedLine = (m: CashMove): Move => ({ ...m, amount: m.cents / 100 })

/** How many ordinary movements a day has, on average about one. */
const MOVES_SPREAD = 6

/**
 * A day's movements, before times and balances: the recorded ones, ordinary ones while the
 * fund still invests, then the settlement.
 */
function movesOf(c: Context, { date, day }: TradingDay, i: number, opening: number) {
  const { ledger } = c
  const closing = ledger.closing[i]! / 100
  const scale = ledger.scale[i]! / 100
  const random = seededRandom(mix(c.seed, day))
  const moves: Move[] = ledger.recordedOn(date).map(recordedLine)
  const count = date <= ledger.lastNav ? Math.floor(random() * random() * MOVES_SPREAD) : 0
  for (let k = 0; k < count; k += 1) {
    const kind = KINDS[Math.floor(random() * KINDS.length)]!
    const party = kind.party(c)
    if (!party) continue
    const amount = round2(Math.max(0.01, scale * kind.size * (0.1 + 0.9 * random())))
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
function linesOfDay(c: Context, i: number, opening: number): StatementLine[] {
  const today = c.ledger.days[i]!
  const moves = movesOf(c, today, i, opening)
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

/** One fund's lines from `from` to `until`, oldest first (the organisation names no line). */
export function fundStatement(fund: FundRecord, _orgName: string, from: string, until: string) {
  const c = contextOf(fund)
  if (!c) return []
  const { days, closing, opening } = c.ledger
  const lines: StatementLine[] = []
  days.forEach(({ date }, i) => {
    if (date < from || date > until) return
    lines.push(...linesOfDay(c, i, i > 0 ? closing[i - 1]! / 100 : opening / 100))
  })
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
  // The recorded movements come from the stored state: a change there builds it again.
  const state = hashText(funds.map(recordedStateOf).join('|'))
  const key = `${funds[0]?.orgId}|${funds.length}|${orgName}|${until}|${state}`
  let lines = cache.get(key)
  if (!lines) {
    const from = statementFrom(until)
    lines = funds.flatMap((f) => fundStatement(f, orgName, from, until)).sort(newestFirst)
    if (cache.size > 6) cache.clear()
    cache.set(key, lines)
  }
  return lines
}
