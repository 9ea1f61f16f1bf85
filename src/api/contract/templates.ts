import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { ContractTemplate } from '@contract/api/contract-manage'
import type { PagedList } from '@contract/api/paged-list'
import { listParams } from '@/lib/http/list-params'
import { contractKeys } from './keys'

const templatePage = (params: Record<string, unknown>) =>
  postData<PagedList<ContractTemplate>>('/rest/contract/queryTemplates', undefined, { params })

/** POST /rest/contract/queryTemplates?category&keyWord&beginDate&endDate&sort&pageNo&pageSize */
export const queryTemplates = (query: TableQuery) => templatePage(listParams(query))

/** The fund contract templates a draft may start from (合同文本 naming a fund type). */
export const queryDraftTemplates = async () => {
  const page = await templatePage({ category: 'contract', pageNo: 1, pageSize: 100, sort: 'name' })
  return page.list.filter((t) => t.fundType)
}

/** Templates change rarely: five minutes' cache. */
export const draftTemplatesQuery = () =>
  queryOptions({
    queryKey: contractKeys.draftTemplates(),
    queryFn: queryDraftTemplates,
    staleTime: 5 * 60_000,
  })
