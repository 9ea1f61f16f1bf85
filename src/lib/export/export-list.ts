import type { ExportRequest, ExportTaskCreated } from '@/types/api/download'
import { saveFile } from '@/lib/save-file'
import { postForFile } from './request-file'

export type ExportResult =
  { kind: 'file'; fileName: string } | ({ kind: 'task' } & ExportTaskCreated)

/**
 * POST /rest/export/create { source, params, fileName }: a small export answers the .xlsx,
 * saved at once; a large one (over EXPORT_DIRECT_MAX_ROWS rows) answers a download task
 * that the 下载中心 (/outline-download) lists. Failures have been shown by then.
 */
export async function exportList(request: ExportRequest): Promise<ExportResult> {
  const answer = await postForFile<ExportTaskCreated>('/rest/export/create', request)
  if (answer.kind === 'data') return { kind: 'task', ...answer.data }
  const fileName = answer.fileName ?? `${request.fileName}.xlsx`
  saveFile(answer.blob, fileName)
  return { kind: 'file', fileName }
}
