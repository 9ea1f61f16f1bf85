import type { DownloadTask } from '@contract/api/download'
import { db, saveDb } from '../db/db'
import { paced } from '../db/pace'
import type { DownloadTaskRecord } from '../db/types'
import { writeXlsx } from '../xlsx/xlsx-writer'
import { deliverMessage, stamp } from './deliver-message'
import { access } from './access'
import { exportSourceOf } from './export-registry'

/**
 * A task waits this long in the queue, then is prepared until READY_MS after its creation (at
 * the demo's pace: `paced`).
 */
export const QUEUED_MS = 2_000
export const READY_MS = 16_000

export const READY_TITLE = '下载任务已完成'
export const readyContent = (task: Pick<DownloadTaskRecord, 'fileName' | 'rows'>) =>
  `您导出的“${task.fileName}”（共 ${task.rows.toLocaleString('zh-CN')} 条）已生成，可前往下载中心下载。`

/** The file of a task, built from its source and query again (its bytes are never stored). */
export function taskFile(task: DownloadTaskRecord): Uint8Array | undefined {
  const source = exportSourceOf(task.source)
  const user = db.state.users.find((u) => u.userId === task.userId)
  const rows = user && source?.rows(task.orgId, task.params, (url) => access(user, url))
  if (!source || !rows) return undefined
  return writeXlsx({
    sheetName: source.label,
    headers: source.headers,
    rows,
    widths: source.widths,
  })
}

const isReady = (task: DownloadTaskRecord, now: number) =>
  !task.failedReason && now - task.createdAt >= paced(READY_MS)

/**
 * Brings a ready task up to date: measures its file once and sends its owner the ready
 * message exactly once (whichever comes first: the timer, a list, a download).
 */
export function settle(task: DownloadTaskRecord, now = Date.now()) {
  if (!isReady(task, now)) return
  if (task.size === undefined) task.size = taskFile(task)?.length ?? 0
  if (!task.notified) {
    task.notified = true
    deliverMessage(
      task.userId,
      READY_TITLE,
      readyContent(task),
      new Date(task.createdAt + paced(READY_MS)),
    )
  }
}

export function taskView(task: DownloadTaskRecord, now = Date.now()): DownloadTask {
  const label = exportSourceOf(task.source)?.label ?? task.source
  const base = {
    taskId: task.taskId,
    fileName: task.fileName,
    source: task.source,
    sourceName: label,
    rows: task.rows,
    createdAt: stamp(new Date(task.createdAt)),
  }
  if (task.failedReason)
    return { ...base, status: 'failed', progress: 0, reason: task.failedReason }
  const elapsed = now - task.createdAt
  const [queued, ready] = [paced(QUEUED_MS), paced(READY_MS)]
  if (elapsed < queued) return { ...base, status: 'queued', progress: 0 }
  if (elapsed < ready) {
    const share = (elapsed - queued) / (ready - queued)
    return {
      ...base,
      status: 'preparing',
      progress: Math.min(99, Math.max(1, Math.floor(share * 100))),
    }
  }
  const readyAt = stamp(new Date(task.createdAt + ready))
  return { ...base, status: 'ready', progress: 100, size: task.size, readyAt }
}

let sequence = 0

export function createTask(
  fields: Omit<DownloadTaskRecord, 'taskId' | 'createdAt' | 'notified'>,
  now = Date.now(),
): DownloadTaskRecord {
  sequence += 1
  const task: DownloadTaskRecord = {
    ...fields,
    taskId: `DT${now.toString(36)}${sequence}`,
    createdAt: now,
    notified: false,
  }
  db.state.downloadTasks.push(task)
  // The message goes out when the task is ready, whether or not the 下载中心 is open.
  setTimeout(
    () => {
      const still = db.state.downloadTasks.find((t) => t.taskId === task.taskId)
      if (still && !still.notified) {
        settle(still)
        saveDb()
      }
    },
    paced(READY_MS) + 50,
  )
  return task
}
