import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { reportsOf } from '../handlers/periodic-report-store'
import { SUBMISSION_MSG } from '../handlers/data-submission-common'
import { BAD_PAGE } from '../handlers/paging'
import { STAMP_AFTER_MS } from '../handlers/periodic-report-progress'
import type {
  PeriodicReport,
  PeriodicReportDetail,
  StampResult,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import type { Envelope } from './api'
import { BASE, call, upload, counts, PDF, file, as } from './data-submission-handlers-kit'

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
