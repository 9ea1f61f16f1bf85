import { confirmDayAfter, LOCK_UP_DAYS, openDaysBetween, round2, tradeFeesOf } from './ta-calendar'
import { MIN_HOLDING } from './ta-holdings'
import { hashText, seededRandom } from './random'
import { addDays } from './trading-days'
import type { DividendRecord, FundRecord } from './types'
import type { HoldingRecord } from './ta-types'
import type { TaDividendLine, TaTrade } from './ta-trade-types'
export type * from './ta-trade-types'

export interface FundBook {
  fund: FundRecord
  nav: Map<string, number>
  /** Open days with a NAV, after the lock-up. */
  openDays: string[]
  dividends: DividendRecord[]
  fees: ReturnType<typeof tradeFeesOf>
}

interface Event {
  day: string
  shares: number
}

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100)
const clock = (random: () => number) =>
  `${String(9 + Math.floor(random() * 6)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`

/** A book of a fund's open days and paid dividends, the inputs of every holding's history. */
export function fundBookOf(fund: FundRecord, nav: Map<string, number>, paid: DividendRecord[]) {
  const navDays = [...nav.keys()]
  const from = addDays(fund.establishDate, LOCK_UP_DAYS)
  const openDays = navDays.length
    ? openDaysBetween(fund, from, navDays.at(-1) as string).filter((d) => nav.has(d))
    : []
  const lastOpen = openDays.at(-1) ?? ''
  // A reinvested dividend is followed by an open day, where a holding's history can settle.
  const dividends = paid.filter(
    (d) => d.recordDate > fund.establishDate && nav.has(d.exDate) && d.exDate < lastOpen,
  )
  return { fund, nav, openDays, dividends, fees: tradeFeesOf(fund) }
}

/** Random open days (sorted) and signed share changes relative to a size. */
function randomEvents(random: () => number, days: string[], size: number): Event[] {
  const count = days.length ? Math.floor(random() * 4) : 0
  const chosen = new Set<string>()
  for (let i = 0; i < count; i += 1) chosen.add(days[Math.floor(random() * days.length)] as string)
  return [...chosen].sort().map((day) => {
    const shares = round100(size * (0.05 + random() * 0.2))
    return { day, shares: random() < 0.55 ? shares : -shares }
  })
}

/** The running balance after each step stays at least MIN_HOLDING. */
const balancesHold = (start: number, events: Event[]) => {
  let balance = start
  return events.every((e) => (balance += e.shares) >= MIN_HOLDING)
}

/**
 * A holding's confirmed history: 认购 at establishment, then 申购 and 赎回 on open days and
 * dividends reinvested, adding up exactly to the holding's shares today. Without a
 * reinvested dividend the subscription balances the sum; with one, the last trade does.
 */
export function holdingHistory(book: FundBook, holding: HoldingRecord) {
  const random = seededRandom(hashText(`${holding.fundCode}/${holding.investorId}/trades`))
  const target = holding.shares
  const reinvesting = book.dividends.some((d) => d.method === 'reinvest')
  let events = randomEvents(random, book.openDays, target)
  let subscribed = target - events.reduce((s, e) => s + e.shares, 0)
  if (!reinvesting) {
    if (subscribed < MIN_HOLDING || !balancesHold(subscribed, events)) {
      events = []
      subscribed = target
    }
    return walk(book, holding, random, subscribed, events, [])
  }
  const lastEx = book.dividends.at(-1)?.exDate ?? ''
  const later = book.openDays.filter((d) => d > lastEx)
  events = events.filter((e) => e.day < (later[0] ?? ''))
  const settleDay = later[Math.floor(random() * later.length)] as string
  subscribed = Math.max(MIN_HOLDING, round100(target * (0.6 + random() * 0.4)))
  if (!balancesHold(subscribed, events)) events = []
  for (let tries = 0; ; tries += 1) {
    const trial = walk(book, holding, random, subscribed, events, [])
    const gap = target - trial.balance
    if (Math.abs(gap) >= 50_000 || gap === 0 || tries > 4) {
      const settle = gap === 0 ? [] : [{ day: settleDay, shares: gap }]
      return walk(
        book,
        holding,
        seededRandom(hashText(holding.investorId)),
        subscribed,
        events,
        settle,
      )
    }
    subscribed = subscribed > MIN_HOLDING + 200_000 ? subscribed - 100_000 : subscribed + 100_000
  }
}

function walk(
  book: FundBook,
  holding: HoldingRecord,
  random: () => number,
  subscribed: number,
  events: Event[],
  settle: Event[],
) {
  const { fund, nav, fees } = book
  const trades: TaTrade[] = []
  const dividends: TaDividendLine[] = []
  const base = { fundCode: fund.fundCode, investorId: holding.investorId, channel: holding.channel }
  const amount = round2(subscribed)
  const subscribeFee = round2(amount * fees.purchase)
  trades.push({
    ...base,
    applyNo: null,
    confirmNo: null,
    tradeType: 'subscribe',
    applyDate: addDays(fund.establishDate, -3 - Math.floor(random() * 20)),
    applyClock: clock(random),
    status: 'confirmed',
    applyAmount: round2(amount + subscribeFee),
    applyShares: null,
    confirmDate: fund.establishDate,
    navDate: fund.establishDate,
    unitNav: 1,
    confirmShares: subscribed,
    confirmAmount: amount,
    fee: subscribeFee,
    settleAmount: round2(amount + subscribeFee),
    remark: null,
  })
  let balance = subscribed
  const steps = [
    ...events.map((e) => ({ day: e.day, event: e })),
    ...settle.map((e) => ({ day: e.day, event: e })),
    ...book.dividends.map((d) => ({ day: d.recordDate, dividend: d })),
  ].sort((a, b) => a.day.localeCompare(b.day))
  for (const step of steps) {
    if ('dividend' in step && step.dividend) {
      const d = step.dividend
      const unitNav = nav.get(d.exDate) as number
      const dividendAmount = round2(balance * d.perUnit)
      const reinvestShares = d.method === 'reinvest' ? Math.floor(dividendAmount / unitNav) : 0
      const reinvested = round2(reinvestShares * unitNav)
      dividends.push({
        planId: d.id,
        fundCode: fund.fundCode,
        investorId: holding.investorId,
        recordDate: d.recordDate,
        exDate: d.exDate,
        perUnit: d.perUnit,
        shares: balance,
        method: d.method,
        dividendAmount,
        cashAmount: round2(dividendAmount - reinvested),
        reinvestNav: d.method === 'reinvest' ? unitNav : null,
        reinvestShares,
      })
      if (reinvestShares > 0) {
        trades.push({
          ...base,
          applyNo: null,
          confirmNo: null,
          tradeType: 'reinvest',
          applyDate: d.exDate,
          applyClock: '15:00',
          status: 'confirmed',
          applyAmount: null,
          applyShares: null,
          confirmDate: d.exDate,
          navDate: d.exDate,
          unitNav,
          confirmShares: reinvestShares,
          confirmAmount: reinvested,
          fee: 0,
          settleAmount: reinvested,
          remark: `${d.id} 红利再投资`,
        })
        balance += reinvestShares
      }
      continue
    }
    const event = (step as { event: Event }).event
    trades.push(openDayTrade(book, holding, random, event))
    balance += event.shares
  }
  return { trades, dividends, balance }
}

function openDayTrade(book: FundBook, holding: HoldingRecord, random: () => number, e: Event) {
  const unitNav = book.nav.get(e.day) as number
  const shares = Math.abs(e.shares)
  const confirmAmount = round2(shares * unitNav)
  const redeem = e.shares < 0
  const fee = round2(
    confirmAmount * (redeem ? book.fees.redeem(holding.firstDate, e.day) : book.fees.purchase),
  )
  const settleAmount = round2(redeem ? confirmAmount - fee : confirmAmount + fee)
  // Now and then a redemption met a 巨额赎回 and only a share of it was honoured.
  const ratio = redeem && random() < 0.12 ? [0.5, 0.6, 0.8][Math.floor(random() * 3)]! : 1
  return {
    applyNo: null,
    confirmNo: null,
    fundCode: holding.fundCode,
    investorId: holding.investorId,
    channel: holding.channel,
    tradeType: redeem ? 'redeem' : 'purchase',
    applyDate: addDays(e.day, -1 - Math.floor(random() * 5)),
    applyClock: clock(random),
    status: ratio < 1 ? 'partial' : 'confirmed',
    applyAmount: redeem ? null : settleAmount,
    applyShares: redeem ? Math.round(shares / ratio) : null,
    confirmDate: confirmDayAfter(e.day),
    navDate: e.day,
    unitNav,
    confirmShares: shares,
    confirmAmount,
    fee,
    settleAmount,
    remark: ratio < 1 ? `巨额赎回，管理人确认 ${ratio * 100}%，其余取消` : null,
  } satisfies TaTrade
}
