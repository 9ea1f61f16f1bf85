/**
 * Exports and the 下载中心 (/outline-download). Not in the spec: the endpoints and their shapes
 * are this project's (docs/api.md).
 */
import type { PagedList } from './public-site'

/** Up to this many rows an export answers its rows at once (the browser writes the .xlsx); more
 * become a download task. */
export const EXPORT_DIRECT_MAX_ROWS = 5000

/** POST /rest/export/create: what to export. */
export interface ExportRequest {
  /** A name the server knows (the export registry): 'done-list', … */
  source: string
  /** The list's current query, as its own endpoint takes it (paging left out). */
  params: Record<string, unknown>
  /** The file's name without .xlsx, e.g. 待办办结_办结列表. */
  fileName: string
}

/** A cell of an exported sheet: text, a number, or empty. */
export type ExportCell = string | number | null

/** The answer for a small export: the sheet itself, which the browser writes as .xlsx. */
export interface ExportRows {
  kind: 'rows'
  /** With .xlsx and the time it was made. */
  fileName: string
  sheetName: string
  headers: string[]
  /** Column widths in characters. */
  widths?: number[]
  rows: ExportCell[][]
}

/** The answer when the export is too large to answer at once: a 下载中心 task. */
export interface ExportTaskCreated {
  kind: 'task'
  taskId: string
  rows: number
  fileName: string
}

/** POST /rest/export/create answers one of these. */
export type ExportAnswer = ExportRows | ExportTaskCreated

export type DownloadTaskStatus = 'queued' | 'preparing' | 'ready' | 'failed'

/** One offline download task. */
export interface DownloadTask {
  taskId: string
  /** With .xlsx. */
  fileName: string
  /** The export's source name, and what it is called (数据来源). */
  source: string
  sourceName: string
  rows: number
  status: DownloadTaskStatus
  /** 0–100. */
  progress: number
  /** Bytes, once ready. */
  size?: number
  /** Why it failed. */
  reason?: string
  /** YYYY-MM-DD HH:mm:ss */
  createdAt: string
  /** YYYY-MM-DD HH:mm:ss, once ready. */
  readyAt?: string
}

/** POST /rest/download/queryTaskList?userId&pageNo&pageSize: newest first. */
export type DownloadTaskPage = PagedList<DownloadTask>
