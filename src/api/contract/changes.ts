import { queryOptions } from '@tanstack/react-query'
import { postFile } from '@/lib/http/post-file'
import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { saveFile } from '@/lib/save-file'
import type {
  ChangeableContract,
  ChangeDetail,
  ChangeSave,
  ContractChange,
} from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import type { UploadedFile } from '@contract/api/upload'
import { listParams } from '@/lib/http/list-params'
import { contractKeys } from './keys'

/** POST /rest/contract/queryChanges?fund&changeType&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryChanges = (query: TableQuery) =>
  postData<PagedList<ContractChange>>('/rest/contract/queryChanges', undefined, {
    params: listParams(query),
  })

/** POST /rest/contract/changeDetail?changeId: with its timeline. Silent: the drawer says so. */
export const getChange = (changeId: string) =>
  postData<ChangeDetail>('/rest/contract/changeDetail', undefined, {
    params: { changeId },
    silent: true,
  })

export const changeQuery = (changeId: string) =>
  queryOptions({ queryKey: contractKeys.change(changeId), queryFn: () => getChange(changeId) })

/** POST /rest/contract/saveChange (JSON): 保存 (待提交) or 提交 to 托管审核. */
export const saveChange = (body: ChangeSave) =>
  postData<ChangeDetail>('/rest/contract/saveChange', body, { idempotent: true })

/** POST /rest/contract/changeableContracts: the 已生效 contracts a change may be asked for. */
export const queryChangeableContracts = () =>
  postData<ChangeableContract[]>('/rest/contract/changeableContracts')

/** The organisation's (orgId keys its cache). */
export const changeableContractsQuery = (orgId: string | undefined) =>
  queryOptions({ queryKey: contractKeys.changeable(orgId), queryFn: queryChangeableContracts })

/** POST /rest/contract/upload (multipart `file`): a change request's document. */
export const uploadChangeDocument = postFile('/rest/contract/upload')

/** GET /rest/contract/changeFile?changeId&fileId: one of its documents. */
export async function downloadChangeDocument(changeId: string, file: UploadedFile) {
  const got = await getFile('/rest/contract/changeFile', {
    params: { changeId, fileId: file.fileId },
    silent: true,
  })
  saveFile(got.blob, got.fileName ?? file.fileName)
}
