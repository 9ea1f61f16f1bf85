import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { reportsOf } from '../handlers/periodic-report-store'
import { SUBMISSION_MSG } from '../handlers/data-submission-common'
import { BAD_PAGE } from '../handlers/paging'
import { QUANT_MSG } from '../handlers/quantify-handlers'
import { QUANT_REMARK_MAX } from '@contract/quant-operation-rules'
import { STAMP_AFTER_MS } from '../handlers/periodic-report-progress'
import type {
  PeriodicReport,
  PeriodicReportDetail,
  QuantTable,
  QuantTableDetail,
  StampResult,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import type { UploadedFile } from '@contract/api/upload'
import { loginAs } from './login-as'

const BASE = 'http://localhost/ceres/api/rest'

interface Envelope<T> {
  status: string
  data: T
  msg: string
}

/** A raw call to the demo backend (no client interceptors). */
async function call<T>(
  path: string,
  token: string,
  query: Record<string, unknown> = {},
  json?: unknown,
) {
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString()
  const response = await fetch(`${BASE}/data-submission/${path}${search ? `?${search}` : ''}`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return (await response.json()) as Envelope<T>
}

async function upload(token: string, reportId: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch(
    `${BASE}/data-submission/periodic/upload?reportId=${encodeURIComponent(reportId)}`,
    { method: 'POST', headers: { Authorization: token }, body: form },
  )
  return (await response.json()) as Envelope<UploadedFile>
}

async function counts(token: string, userId: string) {
  const response = await fetch(`${BASE}/maintenance/queryToDoCount?userId=${userId}`, {
    method: 'POST',
    headers: { Authorization: token },
  })
  return ((await response.json()) as Envelope<Record<string, number>>).data
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]
const file = (name: string, bytes = PDF) => new File([new Uint8Array(bytes)], name)
const as = (name: 'manager' | 'admin' | 'operator') => {
  const s = loginAs(name)
  return { token: s.token, userId: s.userId }
}

describe('定期报告', () => {
  test('a pending quarterly report: upload, submit, then sealed by the clock and confirmed', async () => {
    const { token, userId } = as('operator')
    expect(await counts(token, userId)).toMatchObject({
      T00019A: 3,
      T00019B: 2,
      T00021: 3,
      T00057: 2,
    })
    const list = await call<PagedList<PeriodicReport>>('periodic/list', token, {
      kind: 'quarterly',
      status: 'pending',
    })
    const report = list.data.list[0]!
    expect(list.data.total).toBe(1)
    expect(report).toMatchObject({ status: 'pending', kind: 'quarterly' })

    const refused = await upload(token, report.reportId, file('季报.txt'))
    expect(refused.msg).toBe(SUBMISSION_MSG.badType)
    const fake = await upload(token, report.reportId, file('季报.pdf', [0x50, 0x4b, 3, 4]))
    expect(fake.msg).toBe('文件内容不是有效的PDF文件，请检查后重新上传')
    const sent = await upload(token, report.reportId, file('季报.pdf'))
    expect(sent.data).toMatchObject({ fileName: '季报.pdf', size: PDF.length })

    const submitted = await call<PeriodicReportDetail>(
      'periodic/submit',
      token,
      {},
      {
        reportId: report.reportId,
        fileId: sent.data.fileId,
      },
    )
    expect(submitted.data.status).toBe('uploaded')
    expect(await counts(token, userId)).toMatchObject({ T00019A: 2, T00021: 3 })
    const again = await call(
      'periodic/submit',
      token,
      {},
      {
        reportId: report.reportId,
        fileId: sent.data.fileId,
      },
    )
    expect(again.msg).toBe(SUBMISSION_MSG.notUploadable)

    // The custodian's review and seal follow by the clock: move the clock on.
    // Only a changed report is stored; the seeded ones are generated when asked for.
    expect(db.state.periodicReports.map((r) => r.reportId)).toEqual([report.reportId])
    const record = db.state.periodicReports[0]!
    record.clockFrom! -= STAMP_AFTER_MS
    const detail = await call<PeriodicReportDetail>('periodic/detail', token, {
      reportId: report.reportId,
    })
    expect(detail.data.status).toBe('stamped')
    expect(detail.data.steps.map((s) => [s.title, s.state])).toEqual([
      ['上传报告', 'done'],
      ['托管审核', 'done'],
      ['托管用印', 'done'],
      ['管理人确认', 'current'],
    ])
    expect(await counts(token, userId)).toMatchObject({ T00021: 4 })

    const file2 = await fetch(
      `${BASE}/data-submission/periodic/stamped-file/${encodeURIComponent(report.reportId)}`,
      { headers: { Authorization: token } },
    )
    expect(file2.headers.get('Content-Type')).toBe('application/pdf')
    expect(decodeURIComponent(file2.headers.get('Content-Disposition')!)).toContain(
      '（已用印）.pdf',
    )
    expect(new TextDecoder().decode((await file2.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    const stamps = await call<PagedList<StampResult>>('stamp/list', token, { confirm: 'pending' })
    expect(stamps.data.list[0]).toMatchObject({ reportId: report.reportId, fileName: '季报.pdf' })
    const confirmed = await call<StampResult>('stamp/confirm', token, { reportId: report.reportId })
    expect(confirmed.data).toMatchObject({ confirm: 'confirmed', confirmedBy: '李运营' })
    expect(await counts(token, userId)).toMatchObject({ T00021: 3 })
    const twice = await call('stamp/confirm', token, { reportId: report.reportId })
    expect(twice.msg).toBe(SUBMISSION_MSG.confirmed)
  })

  test('a returned report shows why; a sealed one takes no upload; others are refused', async () => {
    const { token } = as('operator')
    const list = await call<PagedList<PeriodicReport>>('periodic/list', token, {
      kind: 'monthly',
      status: 'returned',
    })
    expect(list.data.list[0]!.returnReason).toBeTruthy()
    const stamped = reportsOf('ORG001').find((r) => r.status === 'stamped')!
    expect((await upload(token, stamped.reportId, file('a.pdf'))).msg).toBe(
      SUBMISSION_MSG.notUploadable,
    )
    const notYet = reportsOf('ORG001').find((r) => r.status === 'auditing')!
    const early = await fetch(
      `${BASE}/data-submission/periodic/stamped-file/${encodeURIComponent(notYet.reportId)}`,
      { headers: { Authorization: token } },
    )
    expect(((await early.json()) as Envelope<null>).msg).toBe(SUBMISSION_MSG.notStamped)
    const theirs = reportsOf('ORG002')[0]!
    expect((await call('periodic/detail', token, { reportId: theirs.reportId })).msg).toBe(
      SUBMISSION_MSG.gone,
    )
    expect((await upload(token, theirs.reportId, file('a.pdf'))).msg).toBe(SUBMISSION_MSG.gone)
    expect((await call('stamp/confirm', token, { reportId: theirs.reportId })).msg).toBe(
      SUBMISSION_MSG.gone,
    )
  })

  test('bad parameters are refused', async () => {
    const { token } = as('operator')
    const list = (query: Record<string, unknown>) => call('periodic/list', token, query)
    expect((await list({})).msg).toBe(SUBMISSION_MSG.kind)
    expect((await list({ kind: 'weekly' })).msg).toBe(SUBMISSION_MSG.kind)
    expect((await list({ kind: 'monthly', status: 'lost' })).msg).toBe(SUBMISSION_MSG.status)
    expect((await list({ kind: 'monthly', fundCode: 'SXB002' })).msg).toBe(SUBMISSION_MSG.fund)
    expect((await list({ kind: 'monthly', period: '2026-13' })).msg).toBe(SUBMISSION_MSG.period)
    expect((await list({ kind: 'monthly', pageSize: 0 })).msg).toBe(BAD_PAGE)
    expect((await list({ kind: 'monthly', sort: 'fundName' })).msg).toBe('排序字段不正确')
    const stamps = (query: Record<string, unknown>) => call('stamp/list', token, query)
    expect((await stamps({ beginDate: '2026-11-20', endDate: '2026-11-01' })).msg).toBe(
      '开始日期不能晚于结束日期',
    )
    expect((await stamps({ confirm: 'maybe' })).msg).toBe(SUBMISSION_MSG.status)
    expect((await call('funds', token, { scope: 'all' })).msg).toBe(SUBMISSION_MSG.scope)
    const submit = await call('periodic/submit', token, {}, [1, 2])
    expect(submit.msg).toBe(SUBMISSION_MSG.badBody)
  })
})

describe('量化运行表', () => {
  test('submit checks every cell and closes T00057; a submitted table is read only', async () => {
    const { token, userId } = as('operator')
    const list = await call<PagedList<QuantTable>>('quant/list', token, { status: 'draft' })
    expect(list.data.total).toBe(2)
    const { tableId } = list.data.list[0]!
    const detail = await call<QuantTableDetail>('quant/detail', token, { tableId })
    const rows = detail.data.rows
    const blank = rows.findIndex((r) => r.positionSize === '')
    expect(blank).toBeGreaterThan(0)
    const refused = await call('quant/submit', token, {}, { tableId, rows })
    expect(refused.msg).toBe(`第 ${blank + 1} 行「持仓规模(万元)」：请填写持仓规模`)
    const filled = rows.map((r) => ({
      ...r,
      positionSize: r.positionSize || '12000.50',
      leverage: r.leverage || '1.2',
      turnover: r.turnover || '30',
      maxDrawdown: r.maxDrawdown || '2.5',
    }))
    const tooHigh = filled.map((r, i) => (i === 1 ? { ...r, leverage: '12' } : r))
    expect((await call('quant/submit', token, {}, { tableId, rows: tooHigh })).msg).toBe(
      '第 2 行「杠杆倍数」：杠杆倍数须在 0 至 10 之间',
    )
    const outside = filled.map((r, i) => (i === 0 ? { ...r, date: '2020-01-02' } : r))
    expect((await call('quant/submit', token, {}, { tableId, rows: outside })).msg).toMatch(
      /^第 1 行「日期」：日期须在\d{4}年\d{1,2}月内$/,
    )
    const done = await call<QuantTableDetail>('quant/submit', token, {}, { tableId, rows: filled })
    expect(done.data.status).toBe('submitted')
    expect(await counts(token, userId)).toMatchObject({ T00057: 1 })
    expect((await call('quant/save', token, {}, { tableId, rows: filled })).msg).toBe(
      QUANT_MSG.submitted,
    )
  })

  test('drafts keep cells as typed; bad rows, other organisations and duplicates are refused', async () => {
    const { token, userId } = as('operator')
    const draft = db.state.quantTables.find((t) => t.orgId === 'ORG001' && t.status === 'draft')!
    const rows = [
      {
        rowId: 'a',
        date: '',
        strategy: '',
        positionSize: 'abc',
        leverage: '',
        turnover: '',
        maxDrawdown: '',
        remark: '',
      },
    ]
    const saved = await call<QuantTableDetail>(
      'quant/save',
      token,
      {},
      { tableId: draft.tableId, rows },
    )
    expect(saved.data.rows).toEqual(rows)
    const dup = [...rows, rows[0]]
    expect((await call('quant/save', token, {}, { tableId: draft.tableId, rows: dup })).msg).toBe(
      QUANT_MSG.rows,
    )
    // 备注 has one limit, named by 保存草稿 as by the cell: 50.
    for (const length of [QUANT_REMARK_MAX + 1, 101, 10_000]) {
      const long = [{ ...rows[0], remark: 'x'.repeat(length) }]
      const refused = await call('quant/save', token, {}, { tableId: draft.tableId, rows: long })
      expect(refused.msg).toBe('备注不能超过 50 个字符')
    }
    const fits = [{ ...rows[0], remark: 'x'.repeat(QUANT_REMARK_MAX) }]
    expect(
      (await call('quant/save', token, {}, { tableId: draft.tableId, rows: fits })).status,
    ).toBe('success')
    const theirs = db.state.quantTables.find((t) => t.orgId === 'ORG002')!
    expect((await call('quant/detail', token, { tableId: theirs.tableId })).msg).toBe(
      QUANT_MSG.gone,
    )
    expect((await call('quant/save', token, {}, { tableId: theirs.tableId, rows })).msg).toBe(
      QUANT_MSG.gone,
    )
    const existing = db.state.quantTables.find((t) => t.orgId === 'ORG001')!
    const create = (body: unknown) => call<QuantTableDetail>('quant/create', token, {}, body)
    expect((await create({ fundCode: existing.fundCode, month: existing.month })).msg).toMatch(
      /的运行表已存在$/,
    )
    expect((await create({ fundCode: 'SXA003', month: '2026-11' })).msg).toBe(QUANT_MSG.fund)
    expect((await create({ fundCode: existing.fundCode, month: '2099-01' })).msg).toBe(
      QUANT_MSG.future,
    )
    expect((await create({ fundCode: existing.fundCode, month: '2026/1' })).msg).toBe(
      QUANT_MSG.month,
    )
    const before = (await counts(token, userId)).T00057!
    const fresh = await create({ fundCode: existing.fundCode, month: '2026-01' })
    expect(fresh.data).toMatchObject({ status: 'draft', month: '2026-01' })
    expect(fresh.data.rows[0]).toMatchObject({ date: '2026-01-05', positionSize: '' })
    expect((await counts(token, userId)).T00057).toBe(before + 1)
  })
})
