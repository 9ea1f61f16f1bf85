import { queryOptions } from '@tanstack/react-query'
import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { saveFile } from '@/lib/save-file'
import type { SignRecord, SignRecordDetail } from '@contract/api/e-signature'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { esignKeys } from './keys'

/** POST /rest/esign/querySignRecords?keyword&signer&docType&beginDate&endDate&sort&pageNo&pageSize */
export const querySignRecords = (query: TableQuery) =>
  postData<PagedList<SignRecord>>('/rest/esign/querySignRecords', undefined, {
    params: listParams(query),
  })

/** POST /rest/esign/signRecordDetail?docId: the record with its steps and seal. */
export const getSignRecord = (docId: string) =>
  postData<SignRecordDetail>('/rest/esign/signRecordDetail', undefined, { params: { docId } })

export const signRecordQuery = (docId: string) =>
  queryOptions({ queryKey: esignKeys.signRecord(docId), queryFn: () => getSignRecord(docId) })

/** GET /rest/esign/signedFile?docId: the signed PDF, saved under the server's name. */
export async function downloadSignedFile(record: SignRecord) {
  const file = await getFile('/rest/esign/signedFile', { params: { docId: record.docId } })
  saveFile(file.blob, file.fileName ?? `${record.title}_已签署.pdf`)
}
