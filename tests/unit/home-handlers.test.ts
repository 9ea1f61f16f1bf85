import { describe, expect, test, beforeEach } from 'vitest'
import { beijingToday } from '@contract/beijing-time'
import { db } from '@demo-server/db/db'
import { seed } from '@demo-server/db/seed'
import { seedFundEvents, seedFunds } from '@demo-server/db/seed-funds'
import { dayRule, daysOfMonth } from '@demo-server/db/trading-days'
import { HOME_MSG } from '@demo-server/handlers/home-handlers'
import type { DayRuleType, FundCalendarEvent, FundCount, ProductDate } from '@contract/api/home'
import { loginAs } from '../utils/login-as'
import { showHomeCards } from '../utils/home-cards'

// As a new user finds them: nothing saved (the test setup hides the cards for speed).
beforeEach(showHomeCards)

/** A raw call to the demo backend (no client interceptors); resolves to status and body. */
async function call<T>(path: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(`http://localhost/ceres/api${path}`, {
    method: 'POST',
    ...init,
    headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
  })
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { status: response.status, body }
}

const SETTINGS = '/homepage/queryUserHomepageModuleSettings'
const SAVE = '/homepage/saveUserHomepageModuleSettings'

describe('home module settings', () => {
  test('round trip: none saved, then the saved list in order, for that user only', async () => {
    const { token } = loginAs('manager')
    expect((await call(`${SETTINGS}?userId=U1001`, token)).body.data).toEqual({ modules: [] })
    const modules = [
      { key: 'calendar', visible: true },
      { key: 'notices', visible: false },
    ]
    const saved = await call(`${SAVE}?userId=U1001`, token, { body: JSON.stringify({ modules }) })
    expect(saved.body.status).toBe('success')
    expect((await call(`${SETTINGS}?userId=U1001`, token)).body.data).toEqual({ modules })
    const admin = loginAs('admin')
    expect((await call(`${SETTINGS}?userId=U1002`, admin.token)).body.data).toEqual({
      modules: [],
    })
  })

  test('another user’s settings are forbidden; no session is 401', async () => {
    const { token } = loginAs('manager')
    expect((await call(`${SETTINGS}?userId=U1002`, token)).status).toBe(403)
    const body = JSON.stringify({ modules: [] })
    expect((await call(`${SAVE}?userId=U1002`, token, { body })).status).toBe(403)
    expect(db.state.homeModuleSettings).toEqual({})
    expect((await call(`${SETTINGS}?userId=U1001`)).status).toBe(401)
  })

  test.each([
    ['not a list', { modules: 'calendar' }],
    [
      'a repeated key',
      {
        modules: [
          { key: 'todo', visible: true },
          { key: 'todo', visible: false },
        ],
      },
    ],
    ['a key that is not one', { modules: [{ key: '<b>', visible: true }] }],
    ['visible not a boolean', { modules: [{ key: 'todo', visible: 'yes' }] }],
  ])('refuses %s', async (_name, payload) => {
    const { token } = loginAs('manager')
    const saved = await call(`${SAVE}?userId=U1001`, token, { body: JSON.stringify(payload) })
    expect(saved.body).toMatchObject({ status: 'fail', msg: HOME_MSG.badSettings })
    expect(db.state.homeModuleSettings).toEqual({})
  })
})

describe('funds', () => {
  test('thirty funds per organisation, unique codes, and countFund counts the session’s', async () => {
    const funds = seedFunds()
    for (const orgId of ['ORG001', 'ORG002', 'ORG003']) {
      expect(funds.filter((f) => f.orgId === orgId)).toHaveLength(30)
    }
    expect(new Set(funds.map((f) => f.fundCode)).size).toBe(90)
    const { token } = loginAs('admin') // ORG003
    const count = await call<FundCount>('/rest/fund/countFund?userId=U1002', token)
    expect(count.body.data).toEqual({
      total: 30,
      byStage: { raising: 5, operating: 17, liquidating: 3, liquidated: 5 },
    })
    expect((await call('/rest/fund/countFund?userId=U1001', token)).status).toBe(403)
  })
})

describe('fund calendar', () => {
  const month = (shift: number) => {
    // Beijing's month: the demo's calendar follows Beijing's today, not the process's.
    const [y, m] = beijingToday().split('-').map(Number) as [number, number]
    const d = new Date(Date.UTC(y, m - 1 + shift, 1))
    return d.toISOString().slice(0, 7)
  }

  test('events cover the month before to two months after, on trading days only', () => {
    const events = seedFundEvents(seedFunds())
    const months = new Set(events.map((e) => e.date.slice(0, 7)))
    expect([...months].sort()).toEqual([month(-1), month(0), month(1), month(2)])
    expect(events.every((e) => dayRule(e.date) === 'trading')).toBe(true)
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['open', 'nav', 'dividend']))
    expect(seedFundEvents(seedFunds())).toEqual(events) // deterministic
    expect(seed().fundEvents.length).toBe(events.length)
  })

  test('queryProductDate answers dates within the month, of the org’s funds, narrowed by fund', async () => {
    const { token } = loginAs('operator') // ORG001
    const m = month(0)
    const all = await call<ProductDate[]>(`/fundCalendar/queryProductDate?month=${m}`, token)
    expect(all.body.data.length).toBeGreaterThan(3)
    expect(all.body.data.every((d) => d.date.startsWith(`${m}-`))).toBe(true)
    const one = await call<ProductDate[]>(
      `/fundCalendar/queryProductDate?month=${m}&fundCodes=SXA003`,
      token,
    )
    const total = (list: ProductDate[]) =>
      list.reduce((n, d) => n + Object.values(d.counts).reduce((a, b) => a + b, 0), 0)
    expect(total(one.body.data)).toBeLessThan(total(all.body.data))
    expect(total(one.body.data)).toBe(
      db.state.fundEvents.filter((e) => e.fundCode === 'SXA003' && e.date.startsWith(m)).length,
    )
    const foreign = await call<ProductDate[]>(
      `/fundCalendar/queryProductDate?month=${m}&fundCodes=SXC001`,
      token,
    )
    expect(foreign.body.data).toEqual([])
    const bad = await call(`/fundCalendar/queryProductDate?month=2026-13`, token)
    expect(bad.body.status).toBe('fail')
  })

  test('dailyList lists a day’s events with fund names; daysRuleType filters trading days', async () => {
    const { token } = loginAs('operator')
    const first = db.state.fundEvents.find((e) => e.orgId === 'ORG001') as { date: string }
    const day = await call<FundCalendarEvent[]>(`/fundCalendar/dailyList?date=${first.date}`, token)
    expect(day.body.data.length).toBeGreaterThan(0)
    expect(day.body.data.every((e) => e.date === first.date && e.fundName.includes('泉城'))).toBe(
      true,
    )
    const m = month(0)
    const rules = (filter: string) =>
      call<DayRuleType[]>(
        `/fundCalendar/daysRuleType?month=${m}&isFilterTransactionDate=${filter}`,
        token,
        { method: 'GET' },
      )
    const all = (await rules('0')).body.data
    expect(all.map((d) => d.date)).toEqual(daysOfMonth(m))
    const trading = (await rules('1')).body.data
    expect(trading.length).toBeLessThan(all.length)
    expect(trading.every((d) => d.ruleType === 'trading')).toBe(true)
  })
})
