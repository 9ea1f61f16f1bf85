import { queryOptions } from '@tanstack/react-query'
import { getFile } from '@/lib/http/request-file'
import { postData } from '@/lib/http/request'
import { saveFile } from '@/lib/save-file'
import type { FundContract } from '@contract/api/fund-query'
import { fundKeys } from './keys'

/** POST /rest/fund/queryFundContracts?fundCode: 相关合同. */
export const queryFundContracts = (fundCode: string) =>
  postData<FundContract[]>('/rest/fund/queryFundContracts', undefined, {
    params: { fundCode },
    silent: true,
  })

export const fundContractsQuery = (fundCode: string) =>
  queryOptions({
    queryKey: fundKeys.contracts(fundCode),
    queryFn: () => queryFundContracts(fundCode),
  })

/** GET /rest/fund/contractFile?fundCode&fileId: the PDF, fetched with the token and saved. */
export async function downloadFundContract(fundCode: string, { fileId, fileName }: FundContract) {
  const file = await getFile('/rest/fund/contractFile', {
    params: { fundCode, fileId },
    silent: true,
  })
  saveFile(file.blob, file.fileName ?? fileName)
}
