import { describe, expect, test } from 'vitest'
import { fundStatement, orgStatement } from '../db/bank-statement'
import { closingBalance } from '../db/cash-ledger'
import { statementFrom, statementUntil } from '../db/custody-cash'
import { db } from '../db/db'
import { CUSTODIAN_ORG_NAMES } from '../db/seed-custodian-time'
import { seedFunds } from '../db/seed-funds'
import { addDays } from '../db/trading-days'
import { CUSTODIAN_MSG } from '../handlers/custodian-common'
import { BALANCE_MSG } from '../handlers/custodian-cash-handlers'
import { exportSourceOf } from '../handlers/export-registry'
import type { BalancePage, StatementLine } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { loginAs } from './login-as'
import { call } from './custodian-call'

const FUNDS = seedFunds()
const fundsOf = (orgId: string) => FUNDS.filter((f) => f.orgId === orgId)
const UNTIL = '2026-11-20'
const QC = '泉城私募基金管理有限公司'

const statement = (query: Record<string, unknown>) => {
  const { token } = loginAs('operator')
  return call<PagedList<StatementLine>>('queryStatement', token, {
    query: { pageNo: 1, pageSize: 100, ...query },
  })
}

// Some 90,000 lines built in one go: 18 s once beside other work, past the default 15 s. The limit
// is for a hang; how long building takes is tests/bench/bank-statement.bench.ts's to measure.
describe('the generated bank statement', { timeout: 60_000 }, () => {
  test('tens of thousands of lines, the export with them', () => {
    const lines = orgStatement(fundsOf('ORG001'), QC, UNTIL)
    const rows = exportSourceOf('bank-statement')!.rows('ORG001', {}, () => true)!
    // How many depends on the funds the seed day gives: 32,638 when seeded on 1 April 2027.
    expect(lines.length).toBeGreaterThan(30_000)
    expect(lines.length).toBeLessThan(40_000)
    expect(rows.length).toBeGreaterThan(30_000)
    expect(orgStatement(fundsOf('ORG003'), '泰山', UNTIL).length).toBeGreaterThan(20_000)
    // Three years, newest first.
    expect(lines[0]!.tradeTime.slice(0, 10)).toBe(UNTIL)
    expect(lines.at(-1)!.tradeTime >= statementFrom(UNTIL)).toBe(true)
    expect(lines.every((l, i) => i === 0 || lines[i - 1]!.tradeTime >= l.tradeTime)).toBe(true)
  })

  test('a day’s lines never change: the same for any later end, and built again alike', () => {
    const [fund] = fundsOf('ORG001').filter((f) => f.stage === 'operating')
    const a = fundStatement(fund!, QC, '2025-01-01', '2025-03-31')
    const b = fundStatement(fund!, QC, '2025-01-01', '2026-06-30')
    expect(b.slice(0, a.length)).toEqual(a)
    expect(fundStatement(fund!, QC, '2025-01-01', '2025-03-31')).toEqual(a)
  })

  test('each line moves the balance by its amount, never below zero, to the day’s close', () => {
    for (const fund of fundsOf('ORG002').slice(0, 12)) {
      const lines = fundStatement(fund, '齐鲁', '2024-01-01', '2026-11-20')
      lines.forEach((line, i) => {
        expect(line.amount).toBeGreaterThan(0)
        expect(line.balance).toBeGreaterThanOrEqual(0)
        if (i === 0) return
        const moved = line.direction === 'in' ? line.amount : -line.amount
        expect(line.balance).toBeCloseTo(lines[i - 1]!.balance + moved, 2)
        const day = line.tradeTime.slice(0, 10)
        if (lines[i + 1]?.tradeTime.slice(0, 10) !== day) {
          expect(line.balance).toBe(closingBalance(fund, day))
        }
      })
    }
  })
})

describe('POST /rest/custodian/queryStatement', { timeout: 60_000 }, () => {
  test('filters by fund, dates, direction, counterparty and amount range', async () => {
    const query = {
      fundCode: 'SXA003',
      beginDate: '2026-01-01',
      endDate: '2026-06-30',
      direction: 'out',
      counterparty: '深圳',
      minAmount: 100_000,
      maxAmount: 3_000_000,
    }
    const { body } = await statement(query)
    expect(body!.status).toBe('success')
    const { list, total } = body!.data
    expect(total).toBeGreaterThan(10)
    for (const l of list) {
      expect(l.fundCode).toBe('SXA003')
      expect(l.tradeTime >= '2026-01-01' && l.tradeTime <= '2026-06-30 23:59:59').toBe(true)
      expect(l.direction).toBe('out')
      expect(l.counterparty).toContain('深圳')
      expect(l.amount >= 100_000 && l.amount <= 3_000_000).toBe(true)
    }
    // The same query as the generator answers it.
    const all = orgStatement(fundsOf('ORG001'), QC, statementUntil())
    const expected = all.filter(
      (l) =>
        l.fundCode === 'SXA003' &&
        l.tradeTime >= '2026-01-01' &&
        l.tradeTime < '2026-07-01' &&
        l.direction === 'out' &&
        l.counterparty.includes('深圳') &&
        l.amount >= 100_000 &&
        l.amount <= 3_000_000,
    )
    expect(total).toBe(expected.length)
    expect(list.map((l) => l.lineId)).toEqual(expected.slice(0, 100).map((l) => l.lineId))
  })

  test('sorts by signed amount and by time, pages of at most 100', async () => {
    const up = (await statement({ fundCode: 'SXA003', sort: 'amount', pageSize: 50 })).body!.data
    const signed = up.list.map((l) => (l.direction === 'in' ? l.amount : -l.amount))
    expect(signed).toEqual([...signed].sort((a, b) => a - b))
    expect(up.list[0]!.direction).toBe('out')
    const oldest = (await statement({ sort: 'tradeTime', pageSize: 10 })).body!.data.list
    expect(oldest[0]!.tradeTime.slice(0, 10) >= statementFrom(statementUntil())).toBe(true)
    expect(oldest[0]!.tradeTime < oldest[9]!.tradeTime || oldest[0] === oldest[9]).toBe(true)
    expect((await statement({ pageSize: 101 })).body!.msg).toBe(CUSTODIAN_MSG.page)
  })

  test.each([
    [{ beginDate: '2026-13-01' }, CUSTODIAN_MSG.date],
    [{ beginDate: '2026-06-02', endDate: '2026-06-01' }, CUSTODIAN_MSG.range],
    [{ direction: 'sideways' }, CUSTODIAN_MSG.direction],
    [{ minAmount: -1 }, CUSTODIAN_MSG.amount],
    [{ minAmount: 'lots' }, CUSTODIAN_MSG.amount],
    [{ minAmount: 10, maxAmount: 5 }, CUSTODIAN_MSG.amountRange],
    [{ counterparty: '深'.repeat(51) }, CUSTODIAN_MSG.counterparty],
    [{ fundCode: 'SXB001' }, CUSTODIAN_MSG.fund],
    [{ sort: 'balance' }, CUSTODIAN_MSG.sort],
  ])('refuses %o', async (query, msg) => {
    const { body } = await statement(query)
    expect(body).toMatchObject({ status: 'fail', msg })
  })

  test('an organisation sees its own lines only; no session is 401', async () => {
    const { token } = loginAs('admin')
    const { body } = await call<PagedList<StatementLine>>('queryStatement', token, {
      query: { pageNo: 1, pageSize: 100 },
    })
    expect(body!.data.list.every((l) => l.fundCode.startsWith('SXC'))).toBe(true)
    expect((await call('queryStatement')).status).toBe(401)
  })
})

describe('POST /rest/custodian/queryBalance', { timeout: 60_000 }, () => {
  const balances = async (query: Record<string, unknown>) => {
    const { token } = loginAs('operator')
    return (await call<BalancePage>('queryBalance', token, { query: { pageSize: 100, ...query } }))
      .body!
  }

  test('each account’s balance is the last statement line’s on or before the date', async () => {
    const date = '2026-03-08' // a Sunday: Friday's close stands
    const { data } = await balances({ date })
    expect(data.date).toBe(date)
    const lines = orgStatement(fundsOf('ORG001'), QC, statementUntil())
    for (const row of data.list.filter((r) => r.accountStatus === 'normal')) {
      const last = lines.find((l) => l.fundCode === row.fundCode && l.tradeTime <= `${date} 99`)
      expect(row.balance).toBe(last!.balance)
      expect(row.asOfDate).toBe('2026-03-06')
      expect(row.available + row.frozen).toBeCloseTo(row.balance, 2)
    }
    const sum = data.list.reduce((s, r) => s + r.balance, 0)
    expect(data.totals.balance).toBeCloseTo(sum, 2)
    // Raising funds have no custody account yet; liquidated ones are 已销户 with nothing left.
    expect(data.list.some((r) => r.fundCode === 'SXA001')).toBe(false)
    const closed = data.list.filter((r) => r.accountStatus === 'closed')
    expect(closed.length).toBeGreaterThan(0)
    expect(closed.every((r) => r.balance === 0)).toBe(true)
  })

  test('yesterday unless asked; one fund; sorted by balance; dates checked', async () => {
    expect((await balances({})).data.date).toBe(statementUntil())
    const one = await balances({ fundCode: 'SXA003' })
    expect(one.data.list).toHaveLength(1)
    expect(one.data.totals.balance).toBe(one.data.list[0]!.balance)
    const sorted = (await balances({ sort: '-balance' })).data.list.map((r) => r.balance)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
    const tomorrow = addDays(statementUntil(), 1)
    expect((await balances({ date: tomorrow })).msg).toBe(BALANCE_MSG.future(statementUntil()))
    expect((await balances({ date: '2020-01-02' })).msg).toBe(BALANCE_MSG.tooOld)
    expect((await balances({ date: '2026-02-30' })).msg).toBe(CUSTODIAN_MSG.date)
  })

  test('the custodian seeds name the organisations as the seed does', () => {
    expect(Object.fromEntries(db.state.orgs.map((o) => [o.orgId, o.orgName]))).toEqual(
      CUSTODIAN_ORG_NAMES,
    )
  })
})
