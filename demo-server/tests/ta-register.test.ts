import { describe, expect, test } from 'vitest'
import { isCreditCode, isIdCard } from '@contract/validators'
import { sharesOf } from '../db/fund-figures'
import { seedFunds } from '../db/seed-funds'
import { holdingsOf, MIN_HOLDING, suits } from '../db/ta-holdings'
import { taInvestorOf, taInvestorsOf } from '../db/ta-investors'

const funds = seedFunds()

describe('the TA register of the demo', () => {
  test("a fund's holdings add up to its share count, each a qualified minimum", () => {
    for (const fund of funds) {
      const holdings = holdingsOf(fund)
      const total = holdings.reduce((sum, h) => sum + h.shares, 0)
      if (fund.stage === 'raising' || fund.stage === 'liquidated') expect(holdings).toEqual([])
      else expect(total).toBe(sharesOf(fund))
      for (const h of holdings) {
        expect(h.shares).toBeGreaterThanOrEqual(MIN_HOLDING)
        expect(Number.isInteger(h.shares)).toBe(true)
        expect(taInvestorOf(fund.orgId, h.investorId)).toBeDefined()
      }
      expect(new Set(holdings.map((h) => h.investorId)).size).toBe(holdings.length)
    }
  })

  test('most holders suit the fund, a few do not (投资者适当性 has something to show)', () => {
    const pairs = funds.flatMap((fund) =>
      holdingsOf(fund).map((h) => suits(taInvestorOf(fund.orgId, h.investorId)!, fund)),
    )
    const misfits = pairs.filter((ok) => !ok).length
    expect(misfits).toBeGreaterThan(0)
    expect(misfits / pairs.length).toBeLessThan(0.2)
  })

  test('investors carry valid documents, and the /reset-password investors are among them', () => {
    for (const orgId of ['ORG001', 'ORG002', 'ORG003']) {
      for (const inv of taInvestorsOf(orgId)) {
        if (inv.certType === '0') expect(isIdCard(inv.certNo), inv.certNo).toBe(true)
        if (inv.certType === '4') expect(isCreditCode(inv.certNo), inv.certNo).toBe(true)
      }
    }
    expect(taInvestorOf('ORG001', 'INV001')?.investorName).toBe('刘晓梅')
    expect(taInvestorOf('ORG003', 'INV003')?.investorName).toBe('John Smith')
    expect(taInvestorOf('ORG002', 'INV002')).toBeUndefined()
  })
})
