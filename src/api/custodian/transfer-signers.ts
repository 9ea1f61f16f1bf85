import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { SignerSave, TransferSigner } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'

/** POST /rest/custodian/querySigners?name&status&pageNo&pageSize */
export const querySigners = (query: TableQuery) =>
  postData<PagedList<TransferSigner>>('/rest/custodian/querySigners', undefined, {
    params: listParams(query),
  })

/** POST /rest/custodian/saveSigner (JSON): add (no signerId) or edit. */
export const saveSigner = (body: SignerSave) =>
  postData<TransferSigner>('/rest/custodian/saveSigner', body, { idempotent: true })

/** POST /rest/custodian/disableSigner?signerId: 停用. */
export const disableSigner = (signerId: string) =>
  postData<TransferSigner>('/rest/custodian/disableSigner', undefined, { params: { signerId } })

/** POST /rest/custodian/confirmSigner?signerId: 确认 one the custodian registered. */
export const confirmSigner = (signerId: string) =>
  postData<TransferSigner>('/rest/custodian/confirmSigner', undefined, { params: { signerId } })

/** POST /rest/custodian/revealSigner?signerId&field: a full ID number or mobile; logged. */
export const revealSigner = (signerId: string, field: 'idNo' | 'mobile') =>
  postData<string>('/rest/custodian/revealSigner', undefined, { params: { signerId, field } })
