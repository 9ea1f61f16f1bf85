import { db } from './db'
import { hashText, seededRandom } from './random'
import { navBookOf, round2, taToday, tradeFeesOf } from './ta-calendar'
import { holdingsOf, MIN_HOLDING, suits } from './ta-holdings'
import { taInvestorsOf } from './ta-investors'
import { fundBookOf, holdingHistory, type TaDividendLine, type TaTrade } from './ta-trades'
import { addDays } from './trading-days'
import type { FundRecord } from './types'

/*
 * A fund's whole TA book, generated from its code and today's date, never stored: every
 * holding's confirmed history (adding up to holdingsOf), applications that were withdrawn or
 * failed, today's applications awaiting confirmation, and a raising fund's 认购 applications.
 * Numbered in date order so an application's number never changes.
 */

export interface TradeBook {
  trades: TaTrade[]
  dividends: TaDividendLine[]
}

const cache = new Map<string, { day: string; dividendIds: string; book: TradeBook }>()

const paidDividendsOf = (fund: FundRecord) =>
  db.state.dividends
    .filter((d) => d.fundCode === fund.fundCode && d.status === 'paid')
    .sort((a, b) => a.recordDate.localeCompare(b.recordDate))

const clock = (random: () => number) =>
  `${String(9 + Math.floor(random() * 6)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`

const bare = (trade: Partial<TaTrade> & Pick<TaTrade, 'fundCode' | 'investorId' | 'channel'>) =>
  ({
    applyNo: null,
    confirmNo: null,
    tradeType: 'purchase',
    applyDate: '',
    applyClock: '10:00',
    status: 'pending',
    applyAmount: null,
    applyShares: null,
    confirmDate: null,
    navDate: null,
    unitNav: null,
    confirmShares: 0,
    confirmAmount: 0,
    fee: 0,
    settleAmount: 0,
    remark: null,
    ...trade,
  }) satisfies TaTrade

/** 认购 applications of a raising fund: 待确认 until it is established, a few withdrawn. */
function raisingTrades(fund: FundRecord, today: string): TaTrade[] {
  const random = seededRandom(hashText(`${fund.fundCode}/raising`))
  const pool = taInvestorsOf(fund.orgId).filter((inv) => suits(inv, fund))
  const count = 4 + Math.floor(random() * 6)
  return Array.from({ length: count }, (_, i) => {
    const investor = pool[Math.floor(random() * pool.length)]!
    const amount = round2(MIN_HOLDING * (1 + Math.floor(random() * 9)))
    const cancelled = i % 5 === 4
    return bare({
      fundCode: fund.fundCode,
      investorId: investor.investorId,
      channel: investor.channel,
      tradeType: 'subscribe',
      applyDate: addDays(today, -Math.floor(random() * 20)),
      applyClock: clock(random),
      status: cancelled ? 'cancelled' : 'pending',
      applyAmount: amount,
      remark: cancelled ? '投资者撤销认购申请' : '募集期内，产品成立后确认份额',
    })
  })
}

/** Today's 申购 and 赎回 (after the last NAV day) and the withdrawn or failed ones of the past. */
function sideTrades(fund: FundRecord, openDays: string[], today: string): TaTrade[] {
  const random = seededRandom(hashText(`${fund.fundCode}/side`))
  const fees = tradeFeesOf(fund)
  const out: TaTrade[] = []
  for (const holding of holdingsOf(fund)) {
    const roll = random()
    const base = {
      fundCode: fund.fundCode,
      investorId: holding.investorId,
      channel: holding.channel,
    }
    if (roll < 0.1 && openDays.length) {
      const day = openDays[Math.floor(random() * openDays.length)]!
      const failed = random() < 0.5
      out.push(
        bare({
          ...base,
          applyDate: addDays(day, -1),
          applyClock: clock(random),
          status: failed ? 'failed' : 'cancelled',
          applyAmount: round2(MIN_HOLDING * (1 + Math.floor(random() * 3)) * (1 + fees.purchase)),
          remark: failed ? '申购资金未在规定时间内足额到账' : '投资者于开放日前撤单',
        }),
      )
    } else if (roll > 0.9 && fund.openDayRule !== 'none' && fund.stage === 'operating') {
      const redeem = random() < 0.5
      out.push(
        bare({
          ...base,
          tradeType: redeem ? 'redeem' : 'purchase',
          applyDate: today,
          applyClock: clock(random),
          applyAmount: redeem ? null : round2(MIN_HOLDING * (1 + Math.floor(random() * 4))),
          applyShares: redeem
            ? Math.round((holding.shares * (0.02 + random() * 0.06)) / 100) * 100
            : null,
          remark: '待开放日确认',
        }),
      )
    }
  }
  return out
}

function build(fund: FundRecord, today: string): TradeBook {
  const trades: TaTrade[] = []
  const dividends: TaDividendLine[] = []
  if (fund.stage === 'raising') {
    trades.push(...raisingTrades(fund, today))
  } else {
    const { byDate } = navBookOf(fund)
    const book = fundBookOf(fund, byDate, paidDividendsOf(fund))
    for (const holding of holdingsOf(fund)) {
      const history = holdingHistory(book, holding)
      trades.push(...history.trades)
      dividends.push(...history.dividends)
    }
    trades.push(...sideTrades(fund, book.openDays, today))
  }
  trades.sort(
    (a, b) =>
      a.applyDate.localeCompare(b.applyDate) ||
      a.applyClock.localeCompare(b.applyClock) ||
      a.investorId.localeCompare(b.investorId),
  )
  let applied = 0
  let confirmed = 0
  for (const trade of trades) {
    if (trade.tradeType !== 'reinvest') {
      trade.applyNo = `SQ${fund.fundCode}${String(++applied).padStart(5, '0')}`
    }
    if (trade.confirmShares > 0) {
      trade.confirmNo = `QR${fund.fundCode}${String(++confirmed).padStart(5, '0')}`
    }
  }
  return { trades, dividends }
}

/** A fund's TA book as of today (cached for the day). */
export function tradeBookOf(fund: FundRecord): TradeBook {
  const day = taToday()
  const dividendIds = paidDividendsOf(fund)
    .map((d) => d.id)
    .join()
  const known = cache.get(fund.fundCode)
  if (known && known.day === day && known.dividendIds === dividendIds) return known.book
  const book = build(fund, day)
  cache.set(fund.fundCode, { day, dividendIds, book })
  return book
}
