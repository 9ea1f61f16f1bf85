import { formatBeijing } from '@contract/beijing-time'
import { http, HttpResponse } from 'msw'
import {
  EXPORT_DIRECT_MAX_ROWS,
  type DownloadTaskPage,
  type ExportAnswer,
} from '@contract/api/download'
import { db } from '../db/db'
import type { UserRecord } from '../db/types'
import { XLSX_TYPE } from '../xlsx/xlsx-writer'
import { createTask, settle, taskFile, taskView } from './download-tasks'
import { access, accessAny } from './access'
import { ANY_USER } from './endpoint-rule'
import { exportSourceOf, type ExportSource } from './export-registry'
import { api, fail, forbidden, ok, withAuth } from './http'

const MSG = {
  badRequest: '导出参数有误',
  gone: '下载任务不存在或已删除',
  notReady: '文件尚未生成，请稍后再试',
}

/** A file name with no path or control characters, and the time (Beijing's) it was made. */
function exportName(requested: unknown, now: Date) {
  const base =
    (typeof requested === 'string' ? requested : '')
      // eslint-disable-next-line no-control-regex -- control characters have no place in a name
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
      .trim()
      .slice(0, 60) || '导出数据'
  return `${base}_${formatBeijing(now, 'YYYYMMDDHHmmss')}.xlsx`
}

const xlsxResponse = (bytes: Uint8Array, fileName: string) =>
  new HttpResponse(bytes, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  })

/** Each export kind is refused like its pages' endpoints (access.ts). */
const mayExport = (source: ExportSource, user: UserRecord) =>
  source.pages === ANY_USER || accessAny(user, source.pages)

const param = (request: Request, key: string) => new URL(request.url).searchParams.get(key)

export const exportHandlers = [
  http.post(
    api('/rest/export/create'),
    withAuth(async ({ request }, { user, org }) => {
      const body = (await request.json().catch(() => undefined)) as
        Record<string, unknown> | undefined
      const source = exportSourceOf(body?.source)
      const params = body?.params ?? {}
      if (!source || typeof params !== 'object' || params === null) return fail(MSG.badRequest)
      if (!mayExport(source, user)) return forbidden()
      const canOpen = (url: string) => access(user, url)
      const rows = source.rows(org.orgId, params as Record<string, unknown>, canOpen)
      if (!rows) return fail(MSG.badRequest)
      const fileName = exportName(body?.fileName, new Date())
      if (rows.length <= EXPORT_DIRECT_MAX_ROWS) {
        const { label: sheetName, headers, widths } = source
        return ok<ExportAnswer>({
          kind: 'rows',
          fileName,
          sheetName,
          headers: [...headers],
          widths: widths && [...widths],
          rows: rows.map((row) => row.map((cell) => cell ?? null)),
        })
      }
      const task = createTask({
        userId: user.userId,
        orgId: org.orgId,
        source: body?.source as string,
        params: params as Record<string, unknown>,
        fileName,
        rows: rows.length,
      })
      return ok<ExportAnswer>({ kind: 'task', taskId: task.taskId, rows: task.rows, fileName })
    }),
  ),
  http.post(
    api('/rest/download/queryTaskList'),
    withAuth(({ request }, { user }) => {
      if (param(request, 'userId') !== user.userId) return forbidden()
      const pageNo = Number(param(request, 'pageNo') ?? 1)
      const pageSize = Number(param(request, 'pageSize') ?? 10)
      if (
        !Number.isInteger(pageNo) ||
        pageNo < 1 ||
        !Number.isInteger(pageSize) ||
        pageSize < 1 ||
        pageSize > 100
      )
        return fail(MSG.badRequest)
      const now = Date.now()
      const mine = db.state.downloadTasks
        .filter((t) => t.userId === user.userId)
        .sort((a, b) => b.createdAt - a.createdAt)
      const list = mine.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((t) => {
        settle(t, now)
        return taskView(t, now)
      })
      return ok<DownloadTaskPage>({ list, total: mine.length, pageNo, pageSize })
    }),
  ),
  http.post(
    api('/rest/download/deleteTask'),
    withAuth(({ request }, { user }) => {
      const task = db.state.downloadTasks.find((t) => t.taskId === param(request, 'taskId'))
      if (!task) return fail(MSG.gone)
      if (task.userId !== user.userId) return forbidden()
      db.state.downloadTasks = db.state.downloadTasks.filter((t) => t !== task)
      return ok(null)
    }),
  ),
  http.get(
    api('/rest/download/file'),
    withAuth(({ request }, { user }) => {
      const task = db.state.downloadTasks.find((t) => t.taskId === param(request, 'taskId'))
      if (!task) return fail(MSG.gone)
      if (task.userId !== user.userId) return forbidden()
      if (task.failedReason) return fail(task.failedReason)
      settle(task)
      const view = taskView(task)
      const bytes = view.status === 'ready' ? taskFile(task) : undefined
      return bytes ? xlsxResponse(bytes, task.fileName) : fail(MSG.notReady)
    }),
  ),
]
