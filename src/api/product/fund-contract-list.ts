import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { FundContractDoc, FundContractQuery } from '@contract/api/fund-contract'
import type { PagedList } from '@contract/api/paged-list'

/**
 * POST /rest/product/queryContractList?fund&docType&effectiveFrom&effectiveTo&sort&pageNo&pageSize:
 * the organisation's contract documents.
 */
export function queryFundContracts({ filters, sort, pageNo, pageSize }: TableQuery) {
  const [effectiveFrom, effectiveTo] = Array.isArray(filters.effective) ? filters.effective : []
  const params: FundContractQuery = {
    fund: filters.fund as string | undefined,
    docType: filters.docType as FundContractQuery['docType'],
    effectiveFrom,
    effectiveTo,
    sort: sort && `${sort.order === 'descend' ? '-' : ''}${sort.field}`,
  }
  return postData<PagedList<FundContractDoc>>('/rest/product/queryContractList', undefined, {
    params: { ...params, pageNo, pageSize },
    silent: true,
  })
}
