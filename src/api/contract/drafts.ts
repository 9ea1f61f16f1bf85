import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { DraftDetail, DraftSave } from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { contractKeys } from './keys'

/** POST /rest/contract/queryDrafts?fundName&status&sort&pageNo&pageSize: newest first. */
export const queryDrafts = (query: TableQuery) =>
  postData<PagedList<DraftDetail>>('/rest/contract/queryDrafts', undefined, {
    params: listParams(query),
  })

/** POST /rest/contract/draftDetail?draftId: all the draft holds. Silent: the page says so. */
export const getDraft = (draftId: string) =>
  postData<DraftDetail>('/rest/contract/draftDetail', undefined, {
    params: { draftId },
    silent: true,
  })

export const draftQuery = (draftId: string) =>
  queryOptions({ queryKey: contractKeys.draft(draftId), queryFn: () => getDraft(draftId) })

/** POST /rest/contract/saveDraft (JSON): 保存草稿, checked as far as it is filled in. */
export const saveDraft = (body: DraftSave) =>
  postData<DraftDetail>('/rest/contract/saveDraft', body, { idempotent: true })

/** POST /rest/contract/submitDraft (JSON): 提交, checked in full; the contract it became. */
export const submitDraft = (body: DraftSave) =>
  postData<{ draftId: string; contractId: string }>('/rest/contract/submitDraft', body, {
    idempotent: true,
  })

/** POST /rest/contract/deleteDraft?draftId: a draft not yet submitted. */
export const deleteDraft = (draftId: string) =>
  postData<null>('/rest/contract/deleteDraft', undefined, { params: { draftId } })
