import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { confirmedOrdersOf } from '../db/sales-confirmed'
import { holdingsOf, suits } from '../db/ta-holdings'
import { taInvestorOf } from '../db/ta-investors'
import { ORDER_MSG } from '../handlers/sales-order-handlers'
import { STAT_MSG } from '../handlers/sales-statistics-handlers'
import type { PagedList } from '@contract/api/paged-list'
import type {
  RaiseOrder,
  RaiseOrderDetail,
  SalesAgency,
  SalesAgencyDetail,
  SalesStatistics,
  SuitabilityPage,
} from '@contract/api/sales'
import { callJson, type ApiOptions } from './api'
import { counts, loginAs } from './login-as'

/** A raw call to the demo backend's 销售管理 endpoints (no client interceptors). */
const call = <T>(path: string, token: string | undefined, init: ApiOptions = {}) =>
  callJson<T>(`/rest/sales/${path}`, { token, ...init })

const as = (userName: 'manager' | 'admin' | 'operator', org = 0) => loginAs(userName, org)
const page = { pageNo: 1, pageSize: 100 }
const fundsOf = (orgId: string) => db.state.funds.filter((f) => f.orgId === orgId)

describe('募集订单', () => {
  test('every status, org-scoped, newest first; 待审核 orders are the fundRaiserOrderNum count', async () => {
    const { token, userId } = as('manager')
    const all = await call<PagedList<RaiseOrder>>('queryRaiseOrders', token, { query: page })
    const { list, total } = all.body.data
    const confirmed = fundsOf('ORG001').flatMap(confirmedOrdersOf).length
    expect(total).toBe(db.state.raiseOrders.filter((o) => o.orgId === 'ORG001').length + confirmed)
    expect(new Set(list.map((o) => o.status))).toEqual(
      new Set(['pending', 'approved', 'returned', 'cancelled', 'confirmed']),
    )
    const times = list.map((o) => o.orderTime)
    expect(times).toEqual([...times].sort().reverse())
    const pending = await call<PagedList<RaiseOrder>>('queryRaiseOrders', token, {
      query: { ...page, status: 'pending' },
    })
    expect(pending.body.data.total).toBe(3)
    expect((await counts(token, userId)).fundRaiserOrderNum).toBe(3)
    const other = await call<RaiseOrderDetail>('raiseOrderDetail', as('admin').token, {
      query: { orderId: list[0]!.orderId },
    })
    expect(other.body.msg).toBe('记录不存在或已删除')
  })

  test("a raising fund's orders are 认购 with its raised total; confirmed ones add up to the holdings", async () => {
    const { token } = as('manager')
    const raising = fundsOf('ORG001').find((f) => f.stage === 'raising')!
    const orders = db.state.raiseOrders.filter((o) => o.fundCode === raising.fundCode)
    expect(orders.every((o) => o.businessType === '认购')).toBe(true)
    const approved = orders.filter((o) => o.status === 'approved')
    const detail = await call<RaiseOrderDetail>('raiseOrderDetail', token, {
      query: { orderId: orders[0]!.orderId },
    })
    expect(detail.body.data.raised).toMatchObject({
      approvedAmount: approved.reduce((t, o) => t + o.amount, 0),
      approvedCount: approved.length,
    })
    const running = fundsOf('ORG001').find((f) => f.stage === 'operating')!
    const units = confirmedOrdersOf(running).reduce((t, o) => t + o.shares, 0)
    expect(units).toBe(holdingsOf(running).reduce((t, h) => t + h.shares, 0))
  })

  test('通过 lowers the count, and a second review is refused', async () => {
    const { token, userId } = as('manager')
    const order = db.state.raiseOrders.find((o) => o.orgId === 'ORG001' && o.status === 'pending')!
    const approve = { orderId: order.orderId, action: 'approve' }
    const done = await call<RaiseOrderDetail>('reviewRaiseOrder', token, { json: approve })
    expect(done.body.data.status).toBe('approved')
    expect(done.body.data.steps.map((s) => s.state)).toEqual(['done', 'done', 'current'])
    expect((await counts(token, userId)).fundRaiserOrderNum).toBe(2)
    const again = await call('reviewRaiseOrder', token, { json: approve })
    expect(again.body).toMatchObject({ status: 'fail', msg: ORDER_MSG.done })
    const back = await call('reviewRaiseOrder', token, {
      json: { orderId: order.orderId, action: 'return', reason: '重复' },
    })
    expect(back.body.msg).toBe(ORDER_MSG.done)
  })

  test('通过 is refused for an unsuited investor or a first investment under 100万; 退回 needs a reason', async () => {
    for (const org of [0, 1]) {
      const { token, orgId } = as('manager', org)
      const blocked = db.state.raiseOrders.filter(
        (o) => o.orgId === orgId && o.status === 'pending',
      )
      const order = blocked.at(-1)!
      const investor = taInvestorOf(orgId, order.investorId)!
      const fund = db.state.funds.find((f) => f.fundCode === order.fundCode)!
      const refused = await call('reviewRaiseOrder', token, {
        json: { orderId: order.orderId, action: 'approve' },
      })
      expect(refused.body.status).toBe('fail')
      expect(refused.body.msg).toMatch(
        suits(investor, fund) ? /首次投资金额低于100万元/ : /不符合适当性要求/,
      )
      const empty = await call('reviewRaiseOrder', token, {
        json: { orderId: order.orderId, action: 'return', reason: '  ' },
      })
      expect(empty.body.msg).toBe(ORDER_MSG.reason)
      const long = await call('reviewRaiseOrder', token, {
        json: { orderId: order.orderId, action: 'return', reason: '长'.repeat(201) },
      })
      expect(long.body.msg).toBe(ORDER_MSG.reasonTooLong)
      const back = await call<RaiseOrderDetail>('reviewRaiseOrder', token, {
        json: { orderId: order.orderId, action: 'return', reason: '不符合要求' },
      })
      expect(back.body.data.steps.at(-1)).toMatchObject({ state: 'returned', reason: '不符合要求' })
    }
  })

  test('bad parameters and no session are refused', async () => {
    const { token } = as('manager')
    for (const [query, msg] of [
      [{ status: 'x' }, '状态有误'],
      [{ businessType: '赎回' }, ORDER_MSG.kind],
      [{ channel: 'AG999' }, ORDER_MSG.channel],
      [{ fundCode: fundsOf('ORG003')[0]!.fundCode }, '产品不存在或不属于本机构'],
      [{ sort: 'investorName' }, '排序字段有误'],
      [{ pageSize: 500 }, '分页参数不正确'],
    ] as const) {
      const answer = await call('queryRaiseOrders', token, { query: { ...page, ...query } })
      expect(answer.body.msg).toBe(msg)
    }
    expect((await call('queryRaiseOrders', undefined, { query: page })).status).toBe(401)
  })
})

describe('销售机构', () => {
  test('every cooperation status; figures from the register; detail lists the funds', async () => {
    const { token } = as('manager')
    const list = await call<PagedList<SalesAgency>>('querySalesAgencies', token, {
      query: { ...page, sort: '-holdingShares' },
    })
    const rows = list.body.data.list
    expect(rows).toHaveLength(6)
    expect(new Set(rows.map((a) => a.status))).toEqual(new Set(['active', 'paused', 'ended']))
    const shares = rows.map((a) => a.holdingShares)
    expect(shares).toEqual([...shares].sort((a, b) => b - a))
    const top = rows[0]!
    const held = fundsOf('ORG001')
      .flatMap(holdingsOf)
      .filter((h) => h.channel === top.agencyCode)
    expect(top.holdingShares).toBe(held.reduce((t, h) => t + h.shares, 0))
    const detail = await call<SalesAgencyDetail>('salesAgencyDetail', token, {
      query: { agencyCode: top.agencyCode },
    })
    expect(detail.body.data.funds.reduce((t, f) => t + f.holderCount, 0)).toBe(held.length)
    const bad = await call('querySalesAgencies', token, { query: { ...page, status: 'gone' } })
    expect(bad.body.msg).toBe('状态有误')
  })
})

describe('销售统计', () => {
  test('totals agree across fund, channel and month; the range is checked', async () => {
    const { token } = as('manager')
    const answer = await call<SalesStatistics>('salesStatistics', token, {
      query: { beginMonth: '2024-01', endMonth: '2026-12' },
    })
    const stats = answer.body.data
    const sum = (lines: SalesStatistics['byFund']) =>
      Math.round(lines.reduce((t, l) => t + l.amount, 0) * 100) / 100
    expect(stats.totalCount).toBeGreaterThan(0)
    expect(sum(stats.byChannel)).toBeCloseTo(stats.totalAmount, 2)
    expect(sum(stats.byMonth)).toBeCloseTo(stats.totalAmount, 2)
    expect(stats.byMonth).toHaveLength(36)
    expect(stats.byMonth.reduce((t, l) => t + l.count, 0)).toBe(stats.totalCount)
    for (const [query, msg] of [
      [{ beginMonth: '2024-13' }, STAT_MSG.month],
      [{ beginMonth: '2025-06', endMonth: '2025-01' }, STAT_MSG.range],
      [{ beginMonth: '2019-01', endMonth: '2025-01' }, STAT_MSG.span],
    ] as const) {
      expect((await call('salesStatistics', token, { query })).body.msg).toBe(msg)
    }
  })
})

describe('投资者适当性', () => {
  test('mismatches first and counted; 仅看不匹配; another org sees its own', async () => {
    const { token } = as('manager')
    const answer = await call<SuitabilityPage>('queryInvestorSuitability', token, { query: page })
    const { summary, total, list } = answer.body.data
    const holdings = fundsOf('ORG001').flatMap(holdingsOf)
    expect(total).toBe(holdings.length)
    expect(summary.mismatched).toBeGreaterThan(0)
    expect(summary.matched + summary.mismatched).toBe(summary.total)
    expect(list.slice(0, summary.mismatched).every((r) => !r.matched)).toBe(true)
    const only = await call<SuitabilityPage>('queryInvestorSuitability', token, {
      query: { ...page, onlyMismatch: 'true' },
    })
    expect(only.body.data.total).toBe(summary.mismatched)
    const other = await call<SuitabilityPage>('queryInvestorSuitability', as('admin').token, {
      query: page,
    })
    expect(
      other.body.data.list.every((r) =>
        r.fundCode.startsWith(fundsOf('ORG003')[0]!.fundCode.slice(0, 3)),
      ),
    ).toBe(true)
    const bad = await call('queryInvestorSuitability', token, {
      query: { ...page, investorRiskLevel: 'C9' },
    })
    expect(bad.body.msg).toBe('风险等级有误')
  })
})
