import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  Seal,
  SignCodeSent,
  SignConfirm,
  SignDocPages,
  SignDocument,
  SignRecord,
} from '@contract/api/e-signature'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { esignKeys } from './keys'

/** POST /rest/esign/queryPendingDocs?keyword&docType&source&sort&pageNo&pageSize */
export const queryPendingDocs = (query: TableQuery) =>
  postData<PagedList<SignDocument>>('/rest/esign/queryPendingDocs', undefined, {
    params: listParams(query),
  })

/** POST /rest/esign/docPages?docId: the document's pages as HTML (sanitised when shown). */
export const getDocPages = (docId: string) =>
  postData<SignDocPages>('/rest/esign/docPages', undefined, { params: { docId } })

export const docPagesQuery = (docId: string) =>
  queryOptions({ queryKey: esignKeys.docPages(docId), queryFn: () => getDocPages(docId) })

/** POST /rest/esign/querySignSeals: the seals this user may sign with (启用, authorised). */
export const querySignSeals = () => postData<Seal[]>('/rest/esign/querySignSeals')

export const signSealsQuery = () =>
  queryOptions({ queryKey: esignKeys.signSeals(), queryFn: querySignSeals })

/** POST /rest/esign/sendSignCode?docId: an SMS code to the user's mobile. */
export const sendSignCode = (docId: string) =>
  postData<SignCodeSent>('/rest/esign/sendSignCode', undefined, { params: { docId } })

/** POST /rest/esign/confirmSign (JSON); the caller shows a refusal itself. */
export const confirmSign = (body: SignConfirm) =>
  postData<SignRecord>('/rest/esign/confirmSign', body, { silent: true })
