import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { VALUATION_MSG } from '../handlers/valuation-report-common'
import type {
  FinancialReportPage,
  FinancialStatements,
  VatAccrual,
  VatPage,
} from '@contract/api/valuation-reports'
import { call, counts, as, cents } from './valuation-report-handlers-kit'

describe('增值税', () => {
  test('the last six months by default, 合计 over every row; 确认 lowers T00051', async () => {
    const { token, userId } = as('manager')
    const first = await call<VatPage>('queryVat', token, { pageNo: 1, pageSize: 100 })
    const page = first.data
    const rest = await call<VatPage>('queryVat', token, { pageNo: 2, pageSize: 100 })
    const rows = [...page.list, ...rest.data.list]
    expect(rows).toHaveLength(page.total)
    const periods = [...new Set(rows.map((r) => r.period))]
    expect(periods).toHaveLength(6)
    expect([page.beginPeriod, page.endPeriod]).toEqual([periods[5], periods[0]])
    const sum = rows.reduce((s, r) => s + cents(r.totalTax), 0)
    expect(cents(page.totals.totalTax)).toBe(sum)
    for (const r of rows) {
      expect(cents(r.vat) + cents(r.surcharges)).toBe(cents(r.totalTax))
      expect(cents(r.netSales) + cents(r.vat)).toBe(cents(r.taxableIncome))
    }
    expect((await counts(token, userId)).T00051).toBe(3)
    const waiting = rows.filter((r) => r.status === 'pending')
    expect(waiting).toHaveLength(3)
    const done = await call<VatAccrual>('confirmVat', token, { vatId: waiting[0]!.vatId })
    expect(done.data).toMatchObject({ status: 'confirmed', confirmedBy: '王经理' })
    expect((await counts(token, userId)).T00051).toBe(2)
    const again = await call('confirmVat', token, { vatId: waiting[0]!.vatId })
    expect(again.msg).toBe(VALUATION_MSG.confirmed)
  })

  test('bad parameters and another organisation’s records are refused', async () => {
    const { token } = as('manager')
    const refusal = async (query: object) =>
      (await call('queryVat', token, { pageNo: 1, pageSize: 20, ...query })).msg
    expect(await refusal({ fundCode: 'SXC004' })).toBe(VALUATION_MSG.fund)
    expect(await refusal({ beginPeriod: '2026-13' })).toBe(VALUATION_MSG.period)
    expect(await refusal({ beginPeriod: '2026-05', endPeriod: '2026-02' })).toBe(
      VALUATION_MSG.periodRange,
    )
    expect(await refusal({ beginPeriod: '2023-01', endPeriod: '2026-01' })).toBe(
      VALUATION_MSG.periodSpan,
    )
    expect(await refusal({ status: 'done' })).toBe(VALUATION_MSG.status)
    expect(await refusal({ pageSize: 0 })).toBe('分页参数不正确')
    const theirs = db.state.pendingItems.find((p) => p.todoKey === 'T00051' && p.orgId === 'ORG003')
    expect((await call('confirmVat', token, { vatId: theirs!.id })).msg).toBe(VALUATION_MSG.gone)
    expect(
      (await call('financialReportDetail', token, { reportId: 'FR-SXC004-2026-01' })).msg,
    ).toBe(VALUATION_MSG.gone)
  })
})

describe('报表', () => {
  test('statements tie; 确认 lowers T00054', async () => {
    const { token, userId } = as('admin')
    expect((await counts(token, userId)).T00054).toBe(2)
    const list = await call<FinancialReportPage>('queryFinancialReports', token, {
      status: 'pending',
      pageNo: 1,
      pageSize: 20,
    })
    expect(list.data.total).toBe(2)
    const id = list.data.list[0]!.reportId
    const detail = (
      await call<FinancialStatements>('financialReportDetail', token, { reportId: id })
    ).data
    const line = (key: string) => cents(detail.balanceSheet.find((l) => l.key === key)!.current!)
    expect(line('totalAssets')).toBe(line('totalLiabilities') + line('netAssets'))
    expect(line('netAssets')).toBe(cents(detail.netAssets))
    const profit = detail.incomeStatement.find((l) => l.key === 'netProfit')!.current!
    expect(cents(profit)).toBe(cents(detail.profit))
    const done = await call<FinancialStatements>('confirmFinancialReport', token, { reportId: id })
    expect(done.data.status).toBe('confirmed')
    expect((await counts(token, userId)).T00054).toBe(1)
  })
})
