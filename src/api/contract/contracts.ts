import { queryOptions } from '@tanstack/react-query'
import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import { saveFile } from '@/lib/save-file'
import type { ContractDetail, ContractRow } from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { contractKeys } from './keys'

/** POST /rest/contract/queryContracts?fund&status&beginDate&endDate&sort&pageNo&pageSize */
export const queryContracts = (query: TableQuery) =>
  postData<PagedList<ContractRow>>('/rest/contract/queryContracts', undefined, {
    params: listParams(query),
  })

/** POST /rest/contract/contractDetail?contractId: with its timeline. Silent: the drawer says so. */
export const getContract = (contractId: string) =>
  postData<ContractDetail>('/rest/contract/contractDetail', undefined, {
    params: { contractId },
    silent: true,
  })

export const contractQuery = (contractId: string) =>
  queryOptions({
    queryKey: contractKeys.contract(contractId),
    queryFn: () => getContract(contractId),
  })

/** POST /rest/contract/confirmContract?contractId: 确认 the reviewed text; it goes to 签署. */
export const confirmContract = (contractId: string) =>
  postData<ContractDetail>('/rest/contract/confirmContract', undefined, { params: { contractId } })

/** GET /rest/contract/contractFile?contractId: the contract's text as a Word document. */
export async function downloadContractText(contractId: string) {
  const file = await getFile('/rest/contract/contractFile', {
    params: { contractId },
    silent: true,
  })
  saveFile(file.blob, file.fileName ?? `${contractId}.docx`)
}
