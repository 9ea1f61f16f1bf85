import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { navSeriesOf } from '../db/fund-nav'
import { VALUATION_MSG } from '../handlers/valuation-common'
import type { PagedList } from '@contract/api/paged-list'
import type {
  NavNotice,
  NavRow,
  SendRecord,
  ValuationTable,
  ValuationTableRow,
} from '@contract/api/valuation'
import { callJson } from './api'
import { counts, loginAs } from './login-as'

/** A raw call to the demo backend's 估值核对 endpoints (no client interceptors). */
const call = async <T>(
  path: string,
  token: string,
  init: { json?: unknown; query?: Record<string, unknown> } = {},
) => (await callJson<T>(`/rest/valuation/${path}`, { token, ...init })).body

const manager = (org = 0) => loginAs('manager', org)
const fundOf = (orgId: string, stage = 'operating') =>
  db.state.funds.find((f) => f.orgId === orgId && f.stage === stage)!
const lastDay = (code: string) =>
  navSeriesOf(db.state.funds.find((f) => f.fundCode === code)!).at(-1)!.date

describe('估值表 endpoints', () => {
  test('rows per fund and NAV day, newest first, generated for three years', async () => {
    const { token } = manager()
    const page = await call<PagedList<ValuationTableRow>>('queryTables', token, {
      query: { pageNo: 1, pageSize: 20 },
    })
    expect(page.status).toBe('success')
    expect(page.data.total).toBeGreaterThan(15_000)
    const [first] = page.data.list
    expect(first!.date).toBe(lastDay(first!.fundCode))
    expect(page.data.list.every((r) => r.fundCode.startsWith('SXA'))).toBe(true)
    const last = await call<PagedList<ValuationTableRow>>('queryTables', token, {
      query: { pageNo: Math.ceil(page.data.total / 20), pageSize: 20 },
    })
    expect(last.data.list.length).toBeGreaterThan(0)
    const oldest = last.data.list.at(-1)!
    expect(oldest.date < first!.date).toBe(true)
  })

  test('待核对 rows hold T00017; 核对确认 lowers it and sending waits for it', async () => {
    const { token, userId } = manager()
    const waiting = await call<PagedList<ValuationTableRow>>('queryTables', token, {
      query: { checkStatus: 'pending', pageNo: 1, pageSize: 20 },
    })
    expect(waiting.data.total).toBe(3)
    expect((await counts(token, userId)).T00017).toBe(3)
    const row = waiting.data.list[0]!
    const early = await call('send', token, {
      json: { kind: 'table', fundCode: row.fundCode, date: row.date },
    })
    expect(early.msg).toBe(VALUATION_MSG.tableUnchecked)
    const done = await call<ValuationTable>('confirmTable', token, {
      query: { fundCode: row.fundCode, date: row.date },
    })
    expect(done.data.checkStatus).toBe('checked')
    expect((await counts(token, userId)).T00017).toBe(2)
    const again = await call('confirmTable', token, {
      query: { fundCode: row.fundCode, date: row.date },
    })
    expect(again.msg).toBe(VALUATION_MSG.tableDone)
    const sent = await call<SendRecord>('send', token, {
      json: { kind: 'table', fundCode: row.fundCode, date: row.date },
    })
    expect(sent.data).toMatchObject({ result: 'success', sender: '王经理', kind: 'table' })
    expect(sent.data.recipients).toContain('yunying@quancheng-pe.example.com')
    const listed = await call<PagedList<ValuationTableRow>>('queryTables', token, {
      query: { fundCode: row.fundCode, beginDate: row.date, endDate: row.date },
    })
    expect(listed.data.list[0]).toMatchObject({ checkStatus: 'checked', sendStatus: 'sent' })
  })

  test('the table reconciles with its row; bad and foreign asks are refused', async () => {
    const { token } = manager()
    const fund = fundOf('ORG001')
    const date = lastDay(fund.fundCode)
    const table = await call<ValuationTable>('tableDetail', token, {
      query: { fundCode: fund.fundCode, date },
    })
    expect(table.data.managerName).toBe('泉城私募基金管理有限公司')
    const [row] = (
      await call<PagedList<ValuationTableRow>>('queryTables', token, {
        query: { fundCode: fund.fundCode, beginDate: date, endDate: date },
      })
    ).data.list
    expect(table.data.totals.netAssets).toBe(row!.netAssets)
    expect(table.data.totals.unitNav).toBe(row!.unitNav)
    const foreign = fundOf('ORG003')
    const refusals = await Promise.all([
      call('tableDetail', token, { query: { fundCode: foreign.fundCode, date } }),
      call('queryTables', token, { query: { fundCode: foreign.fundCode } }),
      call('tableDetail', token, { query: { fundCode: fund.fundCode, date: '2026-13-01' } }),
      call('tableDetail', token, { query: { fundCode: fund.fundCode } }),
      call('tableDetail', token, { query: { fundCode: fund.fundCode, date: '2016-01-04' } }),
      call('queryTables', token, { query: { beginDate: '2026-05-02', endDate: '2026-05-01' } }),
      call('queryTables', token, { query: { checkStatus: 'maybe' } }),
      call('queryTables', token, { query: { pageSize: 500 } }),
      call('queryTables', token, { query: { sort: 'netAssets' } }),
      call('confirmTable', token, { query: { fundCode: foreign.fundCode, date } }),
    ])
    expect(refusals.map((r) => r.msg)).toEqual([
      VALUATION_MSG.fund,
      VALUATION_MSG.fund,
      VALUATION_MSG.date,
      VALUATION_MSG.dateRequired,
      VALUATION_MSG.noTable,
      VALUATION_MSG.range,
      VALUATION_MSG.checkStatus,
      VALUATION_MSG.page,
      VALUATION_MSG.sort,
      VALUATION_MSG.fund,
    ])
  })

  test('send records: filtered, newest first; 重新发送 adds a record; foreign ones are gone', async () => {
    const { token } = manager()
    const failed = await call<PagedList<SendRecord>>('querySends', token, {
      query: { kind: 'table', result: 'failed', pageNo: 1, pageSize: 50 },
    })
    expect(failed.data.total).toBeGreaterThan(0)
    const one = failed.data.list[0]!
    expect(one.reason).toBeTruthy()
    const all = await call<PagedList<SendRecord>>('querySends', token, { query: { kind: 'table' } })
    const again = await call<SendRecord>('resend', token, { query: { sendId: one.sendId } })
    expect(again.data).toMatchObject({
      result: 'success',
      resendOf: one.sendId,
      recipients: one.recipients,
    })
    const after = await call<PagedList<SendRecord>>('querySends', token, {
      query: { kind: 'table' },
    })
    expect(after.data.total).toBe(all.data.total + 1)
    expect(after.data.list[0]!.sendId).toBe(again.data.sendId)
    const theirs = db.state.valuationSends.find((s) => s.orgId === 'ORG003')!
    expect((await call('resend', token, { query: { sendId: theirs.sendId } })).msg).toBe(
      VALUATION_MSG.gone,
    )
    expect((await call('querySends', token, { query: { kind: 'other' } })).msg).toBe(
      VALUATION_MSG.kind,
    )
  })
})

describe('净值 endpoints', () => {
  test('NAV rows with their change; T00018 and T00063 come from the records', async () => {
    const { token, userId } = manager(1)
    expect(await counts(token, userId)).toMatchObject({ T00018: 1, T00063: 1, T00017: 2 })
    const waiting = await call<PagedList<NavRow>>('queryNav', token, {
      query: { checkStatus: 'pending' },
    })
    expect(waiting.data.total).toBe(1)
    const row = waiting.data.list[0]!
    const series = navSeriesOf(db.state.funds.find((f) => f.fundCode === row.fundCode)!)
    const previous = series.at(-2)!
    expect(row.dailyChange).toBeCloseTo(row.unitNav / previous.unitNav - 1, 5)
    await call('confirmNav', token, { query: { fundCode: row.fundCode, date: row.date } })
    expect((await counts(token, userId)).T00018).toBe(0)

    const notices = await call<PagedList<NavRow>>('queryNav', token, {
      query: { noticeStatus: 'pending' },
    })
    const due = notices.data.list[0]!
    const notice = await call<NavNotice>('navNotice', token, {
      query: { fundCode: due.fundCode, date: due.date },
    })
    expect(notice.data).toMatchObject({ status: 'pending', managerName: '齐鲁资产管理有限公司' })
    expect(notice.data.bodyHtml).toContain('风险提示')
    const confirmed = await call<NavNotice>('confirmNotice', token, {
      query: { fundCode: due.fundCode, date: due.date },
    })
    expect(confirmed.data.status).toBe('confirmed')
    expect((await counts(token, userId)).T00063).toBe(0)
  })

  test('a NAV series goes out over up to a year; a bad one is refused', async () => {
    const { token } = manager()
    const fund = fundOf('ORG001')
    const end = lastDay(fund.fundCode)
    const begin = navSeriesOf(fund).at(-20)!.date
    const sent = await call<SendRecord>('send', token, {
      json: { kind: 'series', fundCode: fund.fundCode, beginDate: begin, date: end },
    })
    expect(sent.data.points).toBe(
      navSeriesOf(fund).filter((p) => p.date >= begin && p.date <= end).length,
    )
    const refusals = await Promise.all([
      call('send', token, {
        json: { kind: 'series', fundCode: fund.fundCode, beginDate: '2024-01-01', date: end },
      }),
      call('send', token, {
        json: { kind: 'series', fundCode: fund.fundCode, beginDate: end, date: begin },
      }),
      call('send', token, { json: { kind: 'fax', fundCode: fund.fundCode, date: end } }),
      call('send', token, {
        json: { kind: 'nav', fundCode: fundOf('ORG002').fundCode, date: end },
      }),
      call('navNotice', token, { query: { fundCode: fundOf('ORG003').fundCode, date: end } }),
    ])
    expect(refusals.map((r) => r.msg)).toEqual([
      VALUATION_MSG.seriesRange,
      VALUATION_MSG.range,
      VALUATION_MSG.kind,
      VALUATION_MSG.fund,
      VALUATION_MSG.fund,
    ])
  })
})
