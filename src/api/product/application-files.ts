import { postFile, type FileSender } from '@/lib/http/post-file'
import { call, seg } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { fileNameFrom, saveFile } from '@/lib/save-file'
import {
  APPLICATION_DOC_KINDS,
  type ApplicationDocKind,
  type ApplicationDocument,
} from '@contract/api/application'

/** POST /rest/product/application/upload?kind (multipart `file`): one sender per kind. */
export const uploadApplicationDoc = Object.fromEntries(
  APPLICATION_DOC_KINDS.map((kind) => [
    kind,
    postFile(`/rest/product/application/upload?kind=${kind}`),
  ]),
) as Record<ApplicationDocKind, FileSender>

/** GET /rest/product/application/file/{fileId}: a document, fetched with the token and saved. */
export async function downloadApplicationDoc({ fileId, fileName }: ApplicationDocument) {
  const response = await call<Blob>({
    url: `/rest/product/application/file/${seg(fileId)}`,
    responseType: 'blob',
    silent: true,
  })
  const disposition = response.headers['content-disposition'] as string | undefined
  saveFile(response.data, fileNameFrom(disposition) ?? fileName)
}

/**
 * A list's query as the application list endpoints take it: the date range filter becomes
 * beginDate and endDate, the sort `field` or `-field`. Without paging it is the export's query.
 */
export function listParams(
  { filters, sort }: Omit<TableQuery, 'pageNo' | 'pageSize'>,
  dateField: string,
) {
  const { [dateField]: range, ...rest } = filters
  const [beginDate, endDate] = Array.isArray(range) ? range : []
  return {
    ...rest,
    ...(beginDate && { beginDate, endDate }),
    ...(sort && { sort: `${sort.order === 'descend' ? '-' : ''}${sort.field}` }),
  }
}

export const pageParams = (query: TableQuery, dateField: string) => ({
  ...listParams(query, dateField),
  pageNo: query.pageNo,
  pageSize: query.pageSize,
})
