import type { ExportAnswer, ExportRequest, ExportTaskCreated } from '@contract/api/download'
import { postData } from '@/lib/http/request'
import { saveFile } from '@/lib/save-file'

export type ExportResult =
  { kind: 'file'; fileName: string } | ({ kind: 'task' } & ExportTaskCreated)

/**
 * POST /rest/export/create { source, params, fileName }: a small export answers its rows and
 * the browser writes and saves the .xlsx at once; a large one (over EXPORT_DIRECT_MAX_ROWS
 * rows) answers a download task that the 下载中心 (/outline-download) lists. Failures have
 * been shown by then.
 */
export async function exportList(request: ExportRequest): Promise<ExportResult> {
  const answer = await postData<ExportAnswer>('/rest/export/create', request)
  if (answer.kind === 'task') return answer
  const { writeWorkbook } = await import('@/lib/export/write-workbook')
  saveFile(await writeWorkbook(answer), answer.fileName)
  return { kind: 'file', fileName: answer.fileName }
}
