/**
 * Exports and the 下载中心 (/outline-download). Not in the spec: the endpoints and their shapes
 * are this project's (docs/api.md).
 */
import type { PagedList } from './public-site'

/** Up to this many rows an export answers the .xlsx at once; more become a download task. */
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

/** The answer when the export is too large to answer at once (JSON, not a file). */
export interface ExportTaskCreated {
  taskId: string
  rows: number
  fileName: string
}

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
