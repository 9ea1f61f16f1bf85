import { describe, expect, test } from 'vitest'
import type { PeriodicReport, PeriodicReportDetail } from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import { db } from '../db/db'
import type { DbState } from '../db/types'
import { createTask, QUEUED_MS, READY_MS, taskView } from '../handlers/download-tasks'
import { AUDIT_AFTER_MS, STAMP_AFTER_MS } from '../handlers/periodic-report-progress'
import { pace } from '../scenarios/pace'
import { as, call, file, upload } from './data-submission-handlers-kit'

describe('pace[:N]', () => {
  test.each([
    [undefined, 4],
    ['8', 8],
    ['1', 1],
    ['0', 1],
    ['100', 20],
    ['junk', 4],
  ])('%j runs the clock %j times faster', (arg, expected) => {
    const state = {} as DbState
    pace.seed!(state, arg)
    expect(state.pace).toBe(expected)
  })

  test('an export task queues, prepares and is ready in a quarter of the time at pace 4', () => {
    db.state.pace = 4
    const t0 = Date.now()
    const task = createTask(
      {
        userId: 'U1001',
        orgId: 'ORG001',
        source: 'todo-done',
        params: {},
        fileName: '待办办结_办结列表_20260601000000.xlsx',
        rows: 6000,
      },
      t0,
    )
    expect(taskView(task, t0 + QUEUED_MS / 4 - 1).status).toBe('queued')
    expect(taskView(task, t0 + QUEUED_MS / 4).status).toBe('preparing')
    expect(taskView(task, t0 + READY_MS / 4 - 1).status).toBe('preparing')
    expect(taskView(task, t0 + READY_MS / 4)).toMatchObject({ status: 'ready', progress: 100 })
  })

  test('the custodian reviews and seals a submitted report in a quarter of the time at pace 4', async () => {
    db.state.pace = 4
    const { token } = as('operator')
    const list = await call<PagedList<PeriodicReport>>('periodic/list', token, {
      kind: 'quarterly',
      status: 'pending',
    })
    const report = list.data.list[0]!
    const sent = await upload(token, report.reportId, file('季报.pdf'))
    await call(
      'periodic/submit',
      token,
      {},
      { reportId: report.reportId, fileId: sent.data.fileId },
    )
    const statusAfter = async (ms: number) => {
      db.state.periodicReports[0]!.clockFrom = Date.now() - ms
      const detail = await call<PeriodicReportDetail>('periodic/detail', token, {
        reportId: report.reportId,
      })
      return detail.data.status
    }
    expect(await statusAfter(AUDIT_AFTER_MS / 4 - 100)).toBe('uploaded')
    expect(await statusAfter(AUDIT_AFTER_MS / 4)).toBe('auditing')
    expect(await statusAfter(STAMP_AFTER_MS / 4 - 100)).toBe('auditing')
    expect(await statusAfter(STAMP_AFTER_MS / 4)).toBe('stamped')
  })
})
