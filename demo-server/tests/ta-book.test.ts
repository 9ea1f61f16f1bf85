import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { sharesOf } from '../db/fund-figures'
import { holdingsOf } from '../db/ta-holdings'
import { tradeBookOf } from '../db/ta-trade-book'

describe('the TA book', { timeout: 60_000 }, () => {
  test("each holding's confirmations add up to it; the holdings to the fund's shares", () => {
    let checked = 0
    for (const fund of db.state.funds) {
      const holdings = holdingsOf(fund)
      if (fund.stage !== 'raising') {
        expect(holdings.reduce((s, h) => s + h.shares, 0)).toBe(sharesOf(fund))
      }
      const { trades } = tradeBookOf(fund)
      for (const h of holdings) {
        const net = trades
          .filter((t) => t.investorId === h.investorId && t.confirmShares > 0)
          .reduce((s, t) => s + (t.tradeType === 'redeem' ? -t.confirmShares : t.confirmShares), 0)
        expect(net, `${fund.fundCode} ${h.investorId}`).toBe(h.shares)
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(500)
  })
})
