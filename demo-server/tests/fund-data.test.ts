import { describe, expect, test } from 'vitest'
import { fundAccountsOf } from '../db/fund-accounts'
import { DIVIDEND, liquidatedOn, navSeriesOf } from '../db/fund-nav'
import { seedFunds } from '../db/seed-funds'
import { addDays, isTradingDay } from '../db/trading-days'

const funds = seedFunds()
const fund = (code: string) => funds.find((f) => f.fundCode === code)!

describe('the demo funds', () => {
  test('thirty an organisation, in every stage, with unique codes, names and filing codes', () => {
    for (const orgId of ['ORG001', 'ORG002', 'ORG003']) {
      const own = funds.filter((f) => f.orgId === orgId)
      expect(own).toHaveLength(30)
      expect(new Set(own.map((f) => f.stage))).toEqual(
        new Set(['raising', 'operating', 'liquidating', 'liquidated']),
      )
    }
    expect(new Set(funds.map((f) => f.fundName)).size).toBe(funds.length)
    const filed = funds.filter((f) => f.recordNo)
    expect(new Set(filed.map((f) => f.recordNo)).size).toBe(filed.length)
    expect(
      funds.filter((f) => f.stage === 'raising').every((f) => !f.recordNo && !f.establishDate),
    ).toBe(true)
  })
})

describe('navSeriesOf', () => {
  const until = '2026-11-20'
  test('a liquidated fund ended on one day, whichever later day it is seen from', () => {
    const liquidated = funds.filter((f) => f.stage === 'liquidated')
    expect(liquidated.length).toBeGreaterThan(5)
    const today = '2026-11-30'
    for (const f of liquidated) {
      const ended = liquidatedOn(f, today)
      expect(ended <= addDays(today, -90), f.fundCode).toBe(true)
      for (const later of ['2026-12-31', '2027-06-30']) {
        expect(liquidatedOn(f, later), `${f.fundCode} seen ${later}`).toBe(ended)
      }
    }
    // SXA012, established in 2024, ended "three months ago" on whatever day it was seen from.
    const recent = fund('SXA012')
    expect(navSeriesOf(recent, '2026-12-31').at(-1)).toEqual(navSeriesOf(recent, today).at(-1))
  })

  test('three years of trading days to the day asked, each date’s value fixed', () => {
    const series = navSeriesOf(fund('SXA003'), until)
    expect(series.at(-1)?.date).toBe(until)
    expect(series[0]!.date >= '2023-11-20').toBe(true)
    expect(series.length).toBeGreaterThan(700)
    expect(series.every((p) => isTradingDay(p.date))).toBe(true)
    const again = navSeriesOf(fund('SXA003'), '2026-06-30')
    const day = again.at(-1)!
    expect(series.find((p) => p.date === day.date)).toEqual(day)
  })

  test('accumulated NAV is the unit NAV plus whole dividends paid; a raising fund has none', () => {
    const series = navSeriesOf(fund('SXB005'), until)
    for (const p of series) {
      const paid = Math.round((p.accumNav - p.unitNav) / DIVIDEND)
      expect(Math.abs(p.accumNav - p.unitNav - paid * DIVIDEND)).toBeLessThan(0.0002)
    }
    const raising = funds.find((f) => f.stage === 'raising')!
    expect(navSeriesOf(raising, until)).toEqual([])
  })
})

describe('fundAccountsOf', () => {
  test('established funds hold custody, raising and both exchanges’ accounts; raising ones only raising', () => {
    const kinds = fundAccountsOf(fund('SXA003')).map((a) => a.kind)
    expect(kinds.slice(0, 4)).toEqual(['custody', 'raising', 'securities', 'securities'])
    const raising = funds.find((f) => f.stage === 'raising')!
    expect(fundAccountsOf(raising).map((a) => a.kind)).toEqual(['raising'])
    const liquidated = funds.find((f) => f.stage === 'liquidated')!
    expect(fundAccountsOf(liquidated).every((a) => a.status === 'closed')).toBe(true)
    expect(fundAccountsOf(fund('SXA003'))).toEqual(fundAccountsOf(fund('SXA003')))
  })
})
