import { describe, expect, test } from 'vitest'
import { lastDataDay, quarterEnd, quarterOf } from '../db/fee-schedule'
import { addDays } from '../db/trading-days'
import { FEE_MSG } from '../handlers/fee-filters'
import { PAYMENT_MSG } from '../handlers/fee-payment-handlers'
import { PERFORMANCE_MSG } from '../handlers/fee-performance-handlers'
import type {
  FeeAccrualRow,
  FeePayment,
  FeeSummaryPage,
  PerformanceFeeEvent,
} from '@contract/api/fee'
import type { PagedList } from '@contract/api/paged-list'
import { callApi } from './api'
import { loginAs } from './login-as'

/** A raw call to the demo backend (no client interceptors): status, body or bytes. */
const call = <T>(path: string, token?: string, method = 'POST') =>
  callApi<T>(path, { token, method })

const FUND = 'SXA003'
const pad = (n: number) => String(n).padStart(2, '0')
const quarterStart = (period: string) =>
  `${period.slice(0, 4)}-${pad(Number(period.slice(5)) * 3 - 2)}-01`

/** The last quarter that has ended: its code, first and last day. */
function previousQuarter() {
  const end = addDays(quarterStart(quarterOf(lastDataDay())), -1)
  const period = quarterOf(end)
  return { period, begin: quarterStart(period), end }
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

describe('费用计提 endpoints', () => {
  test('one fund over a month: a row per day and fee, sorted as asked, totals that add up', async () => {
    const { token } = loginAs('operator')
    const end = addDays(`${lastDataDay().slice(0, 7)}-01`, -1)
    const begin = `${end.slice(0, 7)}-01`
    const days = Number(end.slice(8))
    const filters = { fundCode: FUND, beginDate: begin, endDate: end }
    const list = await call<PagedList<FeeAccrualRow>>(
      `/rest/fee/queryAccrualList?${query({ ...filters, pageNo: 1, pageSize: 100, sort: '-accrual' })}`,
      token,
    )
    expect(list.body?.status).toBe('success')
    const rows = list.body!.data.list
    expect(list.body!.data.total).toBe(days * 3)
    const amounts = rows.map((r) => r.accrual)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    const summary = await call<FeeSummaryPage>(
      `/rest/fee/queryAccrualSummary?${query({ ...filters, groupBy: 'month', pageNo: 1, pageSize: 10 })}`,
      token,
    )
    const { list: periods, totals } = summary.body!.data
    expect(periods).toHaveLength(1)
    expect(periods[0]).toMatchObject({ period: end.slice(0, 7), fundCode: FUND, days })
    const sum = (type: string) =>
      Math.round(rows.filter((r) => r.feeType === type).reduce((s, r) => s + r.accrual * 100, 0))
    expect(Math.round(totals.management! * 100)).toBe(sum('management'))
    expect(Math.round(totals.total * 100)).toBe(sum('management') + sum('custody') + sum('service'))
  })

  test('a quarter’s payment equals that quarter’s accruals', async () => {
    const { token } = loginAs('operator')
    const { period, begin, end } = previousQuarter()
    expect(quarterEnd(period)).toBe(end)
    const filters = { fundCode: FUND, beginDate: begin, endDate: end }
    const payments = await call<PagedList<FeePayment>>(
      `/rest/fee/queryPaymentList?${query({ ...filters, pageNo: 1, pageSize: 10 })}`,
      token,
    )
    const summary = await call<FeeSummaryPage>(
      `/rest/fee/queryAccrualSummary?${query({ ...filters, groupBy: 'quarter', pageNo: 1, pageSize: 10 })}`,
      token,
    )
    const quarter = payments.body!.data.list.filter((p) => p.period === period)
    expect(quarter).toHaveLength(3)
    const totals = summary.body!.data.totals
    for (const p of quarter) expect(p.amount).toBe(totals[p.feeType])
  })

  test.each([
    [{ beginDate: '2026-02-30' }, FEE_MSG.badDate],
    [{ beginDate: '2026/01/01' }, FEE_MSG.badDate],
    [{ beginDate: '2026-03-01', endDate: '2026-02-01' }, FEE_MSG.dateOrder],
    [{ beginDate: '2022-01-01', endDate: '2025-01-01' }, FEE_MSG.rangeTooLong],
    [{ feeTypes: 'management,tax' }, FEE_MSG.feeType],
    [{ sort: 'fundName' }, FEE_MSG.sort],
    [{ fundCode: 'SXB001' }, FEE_MSG.fund],
    [{ pageSize: 500 }, '分页参数不正确'],
  ])('refuses %j', async (params, msg) => {
    const { token } = loginAs('operator')
    const answer = await call(`/rest/fee/queryAccrualList?${query(params)}`, token)
    expect(answer.body).toMatchObject({ status: 'fail', msg })
  })

  test('a range of exactly three years is taken; no session is 401', async () => {
    const { token } = loginAs('operator')
    const ok = await call(
      `/rest/fee/queryAccrualSummary?${query({ beginDate: '2023-12-01', endDate: '2026-11-30', pageSize: 1 })}`,
      token,
    )
    expect(ok.body?.status).toBe('success')
    expect((await call('/rest/fee/queryAccrualList')).status).toBe(401)
  })

  test('an organisation sees only its own funds', async () => {
    const { token } = loginAs('operator')
    const funds = await call<Array<{ fundCode: string }>>('/rest/fee/queryFundList', token)
    const codes = funds.body!.data.map((f) => f.fundCode)
    expect(codes.length).toBeGreaterThan(20)
    expect(codes.every((c) => c.startsWith('SXA'))).toBe(true)
  })
})

describe('费用支付 and 业绩报酬 endpoints', () => {
  test.each([
    ['/rest/fee/queryPaymentList?status=refunded', PAYMENT_MSG.status],
    ['/rest/fee/queryPaymentList?sort=-period', FEE_MSG.sort],
    ['/rest/fee/queryPerformanceFeeList?eventTypes=open,bonus', PERFORMANCE_MSG.eventType],
    ['/rest/fee/queryPerformanceFeeList?result=maybe', PERFORMANCE_MSG.result],
    ['/rest/fee/queryAccrualSummary?groupBy=week', FEE_MSG.option],
  ])('refuses %s', async (path, msg) => {
    const { token } = loginAs('operator')
    expect((await call(path, token)).body).toMatchObject({ status: 'fail', msg })
  })

  test('a paid payment’s voucher is a PDF named by fund and period; an unpaid one has none', async () => {
    const { token } = loginAs('operator')
    const list = await call<PagedList<FeePayment>>(
      `/rest/fee/queryPaymentList?${query({ pageNo: 1, pageSize: 100, status: 'paid,failed' })}`,
      token,
    )
    const payments = list.body!.data.list
    const paid = payments.find((p) => p.status === 'paid')!
    const failed = payments.find((p) => p.status === 'failed')!
    expect(failed.failReason).toBeTruthy()
    const voucher = await call(`/rest/fee/paymentVoucher?paymentId=${paid.paymentId}`, token, 'GET')
    expect(voucher.response.headers.get('content-type')).toBe('application/pdf')
    const name = decodeURIComponent(
      /filename\*=UTF-8''(.+)$/.exec(voucher.response.headers.get('content-disposition')!)![1]!,
    )
    const quarter = `${paid.period.slice(0, 4)}年第${paid.period.slice(5)}季度`
    expect(name).toBe(`${paid.fundName}_${quarter}_${name.split('_')[2]}`)
    expect(name).toMatch(/支付凭证\.pdf$/)
    const refused = await call(
      `/rest/fee/paymentVoucher?paymentId=${failed.paymentId}`,
      token,
      'GET',
    )
    expect(refused.body).toMatchObject({ status: 'fail', msg: PAYMENT_MSG.noVoucher })
    const other = await call(
      '/rest/fee/paymentVoucher?paymentId=SXB003-2025Q1-management',
      token,
      'GET',
    )
    expect(other.body).toMatchObject({ status: 'fail', msg: FEE_MSG.fund })
  })

  test('an event charges only above the mark, and the fee is the excess × ratio × shares', async () => {
    const { token } = loginAs('operator')
    const list = await call<PagedList<PerformanceFeeEvent>>(
      `/rest/fee/queryPerformanceFeeList?${query({ fundCode: FUND, pageNo: 1, pageSize: 100, sort: 'date' })}`,
      token,
    )
    const events = list.body!.data.list
    expect(events.length).toBeGreaterThan(5)
    let mark = 1
    for (const e of events) {
      expect(e.highWaterMark).toBeCloseTo(mark, 4)
      if (e.accumNav <= e.highWaterMark) expect(e.fee).toBe(0)
      else {
        expect(e.fee).toBeCloseTo((e.accumNav - e.highWaterMark) * e.ratio * e.shares, 2)
        expect(e.newHighWaterMark).toBe(e.accumNav)
      }
      mark = Math.max(mark, e.accumNav)
    }
  })
})
