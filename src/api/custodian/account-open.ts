import { queryOptions } from '@tanstack/react-query'
import { postFile } from '@/lib/http/post-file'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type {
  AccountOpenApplication,
  AccountOpenDetail,
  AccountOpenKind,
  AccountOpenSubmit,
} from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { custodianKeys } from './keys'

/** POST /rest/custodian/queryAccountOpen?kind&fundCode&status&pageNo&pageSize: newest first. */
export const queryAccountOpen = (kind: AccountOpenKind, query: TableQuery) =>
  postData<PagedList<AccountOpenApplication>>('/rest/custodian/queryAccountOpen', undefined, {
    params: { ...listParams(query), kind },
  })

/** POST /rest/custodian/accountOpenDetail?applyId: with its timeline. */
export const getAccountOpen = (applyId: string) =>
  postData<AccountOpenDetail>('/rest/custodian/accountOpenDetail', undefined, {
    params: { applyId },
    silent: true,
  })

export const accountOpenQuery = (applyId: string) =>
  queryOptions({
    queryKey: custodianKeys.accountOpen(applyId),
    queryFn: () => getAccountOpen(applyId),
  })

/** POST /rest/custodian/submitAccountOpen (JSON): a new application, or a 待提交 one completed. */
export const submitAccountOpen = (body: AccountOpenSubmit) =>
  postData<AccountOpenDetail>('/rest/custodian/submitAccountOpen', body, { idempotent: true })

/** POST /rest/custodian/upload (multipart `file`): an application's document. */
export const uploadAccountDocument = postFile('/rest/custodian/upload')
