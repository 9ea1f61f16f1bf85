import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { Seal, SealUser } from '@contract/api/e-signature'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { esignKeys } from './keys'

/** POST /rest/esign/querySeals?sealType&status&pageNo&pageSize */
export const querySeals = (query: TableQuery) =>
  postData<PagedList<Seal>>('/rest/esign/querySeals', undefined, { params: listParams(query) })

/** POST /rest/esign/sealUsers: the organisation's users, who may be authorised. */
export const querySealUsers = () => postData<SealUser[]>('/rest/esign/sealUsers')

export const sealUsersQuery = () =>
  queryOptions({ queryKey: esignKeys.sealUsers(), queryFn: querySealUsers })

/** POST /rest/esign/saveSealUsers (JSON): who may sign with the seal. */
export const saveSealUsers = (body: { sealId: string; userIds: string[] }) =>
  postData<Seal>('/rest/esign/saveSealUsers', body)

/** POST /rest/esign/setSealStatus (JSON): 启用 (a 待审核 one passes review) or 停用. */
export const setSealStatus = (body: { sealId: string; action: 'enable' | 'disable' }) =>
  postData<Seal>('/rest/esign/setSealStatus', body)
