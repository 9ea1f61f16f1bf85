import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { sharesOf } from '../db/fund-figures'
import { fundLedgerOf, hasBooks } from '../db/valuation-ledger'
import { balanceOf, equityChangeLines, incomeOf } from '../db/valuation-statements'
import { vouchersBetween } from '../db/valuation-vouchers'

const funds = () => db.state.funds.filter((f) => f.orgId === 'ORG001' && hasBooks(f))

describe('the books behind 增值税, 报表 and 凭证', () => {
  test('net assets are shares × the unit NAV of the month’s last valuation day', () => {
    for (const fund of funds()) {
      const ledger = fundLedgerOf(fund)!
      const series = navSeriesOf(fund)
      for (const month of ledger.months) {
        const last = series.filter((p) => p.date.startsWith(month.period)).at(-1)!
        expect(month.navDate).toBe(last.date)
        expect(month.netAssets / 100).toBeCloseTo(sharesOf(fund)! * last.unitNav, 2)
      }
    }
  })

  test('every month’s statements tie, to the cent', () => {
    let months = 0
    for (const fund of funds()) {
      const ledger = fundLedgerOf(fund)!
      for (const month of ledger.months) {
        months += 1
        const b = balanceOf(ledger, month)
        expect(b.totalAssets).toBe(b.totalLiabilities + b.netAssets)
        expect(
          b.cash + b.reserve + b.margin + b.financial + b.interestReceivable + b.dividendReceivable,
        ).toBe(b.totalAssets)
        expect(b.stocks + b.bonds + b.funds + b.others).toBe(b.financial)
        expect(b.financial).toBeGreaterThan(0)
        expect(b.taxPayable).toBe(month.vat.totalTax)
        const income = incomeOf(month)
        const profit =
          month.netAssets - month.openNetAssets + month.distribution - month.subscription
        expect(income.netProfit).toBe(profit)
        const changes = equityChangeLines(ledger, month)
        const [opening, prof, shares, , , dist, closing] = changes.map((l) =>
          Math.round(l.total * 100),
        )
        expect(opening! + prof! + shares! + dist!).toBe(closing)
        expect(closing).toBe(month.netAssets)
      }
    }
    expect(months).toBeGreaterThan(300)
  })

  test('each voucher balances and a month’s vouchers post its 利润表', () => {
    const fund = funds()[0]!
    const ledger = fundLedgerOf(fund)!
    const month = ledger.months.at(-1)!
    const vouchers = vouchersBetween(ledger, `${month.period}-01`, `${month.period}-31`)
    const byCode = new Map<string, number>()
    for (const { voucher } of vouchers) {
      const debit = voucher.entries.reduce((s, e) => s + e.debit, 0)
      const credit = voucher.entries.reduce((s, e) => s + e.credit, 0)
      expect(debit).toBe(credit)
      for (const e of voucher.entries) {
        byCode.set(e.code, (byCode.get(e.code) ?? 0) + e.credit - e.debit)
      }
    }
    const income = incomeOf(month)
    const revenue = ['6011.01', '6011.02', '6111.01', '6111.03', '6101'].reduce(
      (s, c) => s + (byCode.get(c) ?? 0),
      0,
    )
    const costs = ['6403', '6404', '6405', '6406', '6409'].reduce(
      (s, c) => s - (byCode.get(c) ?? 0),
      0,
    )
    expect(revenue).toBe(income.income)
    expect(costs).toBe(income.expenses)
    expect(vouchers[0]!.no).toBe(`记-${month.period.replace('-', '')}-0001`)
  })
})
