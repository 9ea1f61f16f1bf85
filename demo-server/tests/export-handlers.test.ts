import { strFromU8, unzipSync } from 'fflate'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '../db/db'
import { historySize } from '../db/done-history'
import {
  createTask,
  QUEUED_MS,
  READY_MS,
  READY_TITLE,
  settle,
  taskView,
} from '../handlers/download-tasks'
import { ANY_USER } from '../handlers/endpoint-rule'
import { registerExportSource } from '../handlers/export-registry'
import type { DownloadTaskPage, ExportRows, ExportTaskCreated } from '@contract/api/download'
import { API, callApi, callJson } from './api'
import { loginAs } from './login-as'

registerExportSource('test-rows', {
  pages: ANY_USER,
  label: '测试',
  headers: ['序号'],
  rows: (_orgId, params) => Array.from({ length: Number(params.n) }, (_, i) => [i + 1]),
})

const URL_BASE = `${API}/rest`

/** The answer of 导出 as a response, unread: a sheet, or the JSON of a task. */
async function exportList(token: string, source: string, params: Record<string, unknown>) {
  const json = { source, params, fileName: '待办办结_办结列表' }
  return (await callApi('/rest/export/create', { token, json })).response
}

const rowsOf = async (response: Response) => {
  const sheet = strFromU8(
    unzipSync(new Uint8Array(await response.arrayBuffer()))['xl/worksheets/sheet1.xml']!,
  )
  return sheet.match(/<row /g)?.length ?? 0
}

const sheetOf = async (response: Response) =>
  ((await response.json()) as { status: string; data: ExportRows }).data

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /rest/export/create', () => {
  test('5,000 rows are answered at once for the browser to write, with the file name', async () => {
    const { token } = loginAs('manager')
    const sheet = await sheetOf(await exportList(token, 'test-rows', { n: 5000 }))
    expect(sheet).toMatchObject({ kind: 'rows', sheetName: '测试', headers: ['序号'] })
    expect(sheet.fileName).toMatch(/^待办办结_办结列表_\d{14}\.xlsx$/)
    expect(sheet.rows).toHaveLength(5000)
    expect(sheet.rows.at(-1)).toEqual([5000])
    expect(db.state.downloadTasks.filter((t) => t.userId === 'U1001')).toHaveLength(3)
  })

  test('5,001 rows become a download task', async () => {
    const { token } = loginAs('manager')
    const response = await exportList(token, 'test-rows', { n: 5001 })
    const body = (await response.json()) as { status: string; data: ExportTaskCreated }
    expect(body.status).toBe('success')
    expect(body.data.rows).toBe(5001)
    expect(body.data.fileName).toMatch(/^待办办结_办结列表_\d{14}\.xlsx$/)
    const task = db.state.downloadTasks.find((t) => t.taskId === body.data.taskId)
    expect(task).toMatchObject({ userId: 'U1001', orgId: 'ORG001', notified: false })
  })

  test('the whole done list of 泉城私募 is a task; a filtered one is a file', async () => {
    const { token } = loginAs('manager')
    const all = (await (await exportList(token, 'done-list', {})).json()) as {
      data: ExportTaskCreated
    }
    expect(all.data.rows).toBe(historySize('ORG001'))
    const some = await sheetOf(await exportList(token, 'done-list', { tittle: '泉城价值发现三号' }))
    expect(some.kind).toBe('rows')
    expect(some.rows.length).toBeGreaterThan(100)
  })

  test('an unknown source fails', async () => {
    const { token } = loginAs('manager')
    const body = (await (await exportList(token, 'nothing', {})).json()) as { msg: string }
    expect(body.msg).toBe('导出参数有误')
  })
})

describe('download tasks', () => {
  const fields = {
    userId: 'U1001',
    orgId: 'ORG001',
    source: 'test-rows',
    params: { n: 6000 },
    fileName: '测试_20250601000000.xlsx',
    rows: 6000,
  }

  test('queue, progress with time, become ready; the owner gets one message', () => {
    const t0 = Date.now()
    const task = createTask(fields, t0)
    expect(taskView(task, t0)).toMatchObject({ status: 'queued', progress: 0 })
    const half = taskView(task, t0 + (QUEUED_MS + READY_MS) / 2)
    expect(half.status).toBe('preparing')
    expect(half.progress).toBeGreaterThan(40)
    expect(half.progress).toBeLessThan(60)
    const messages = () => db.state.messages.filter((m) => m.title === READY_TITLE)
    settle(task, t0 + READY_MS - 1)
    expect(messages()).toHaveLength(0)
    settle(task, t0 + READY_MS)
    settle(task, t0 + READY_MS + 5000)
    expect(messages()).toEqual([
      expect.objectContaining({
        userId: 'U1001',
        read: false,
        content: expect.stringContaining('共 6,000 条'),
      }),
    ])
    const ready = taskView(task, t0 + READY_MS)
    expect(ready).toMatchObject({ status: 'ready', progress: 100 })
    expect(ready.size).toBeGreaterThan(10_000)
  })

  test('the list is the user’s own, newest first, and settles ready tasks once', async () => {
    const { token } = loginAs('manager')
    const task = createTask(fields, Date.now() - READY_MS - 1000)
    const list = async () => {
      const query = { userId: 'U1001', pageNo: 1, pageSize: 10 }
      const answer = await callJson<DownloadTaskPage>('/rest/download/queryTaskList', {
        token,
        query,
      })
      return answer.body.data
    }
    const page = await list()
    expect(page.total).toBe(4)
    expect(page.list[0]).toMatchObject({ taskId: task.taskId, status: 'ready' })
    expect(page.list.map((t) => t.status)).toEqual(['ready', 'failed', 'ready', 'ready'])
    await list()
    expect(db.state.messages.filter((m) => m.title === READY_TITLE)).toHaveLength(1)
  })

  test('another user’s task cannot be downloaded or deleted', async () => {
    const { token } = loginAs('admin')
    const theirs = db.state.downloadTasks.find((t) => t.userId === 'U1001')!
    const file = await fetch(`${URL_BASE}/download/file?taskId=${theirs.taskId}`, {
      headers: { Authorization: token },
    })
    expect(file.status).toBe(403)
    const del = await fetch(`${URL_BASE}/download/deleteTask?taskId=${theirs.taskId}`, {
      method: 'POST',
      headers: { Authorization: token },
    })
    expect(del.status).toBe(403)
    expect(db.state.downloadTasks).toContain(theirs)
  })

  test('the owner downloads a ready task and deletes it', async () => {
    const { token } = loginAs('manager')
    const task = db.state.downloadTasks.find((t) => t.userId === 'U1001' && !t.failedReason)!
    const file = await fetch(`${URL_BASE}/download/file?taskId=${task.taskId}`, {
      headers: { Authorization: token },
    })
    expect(await rowsOf(file)).toBe(task.rows + 1)
    await fetch(`${URL_BASE}/download/deleteTask?taskId=${task.taskId}`, {
      method: 'POST',
      headers: { Authorization: token },
    })
    expect(db.state.downloadTasks).not.toContain(task)
  })
})
