import { queryOptions } from '@tanstack/react-query'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { InvestorUser, InvestorUserDetail } from '@contract/api/investor-user'
import type { PagedList } from '@contract/api/paged-list'
import { investorUserKeys } from './keys'

/** POST /rest/investorUser/queryUsers?userName&certificatesNum&mobile&status&investorKind&sort&pageNo&pageSize */
export const queryInvestorUsers = (query: TableQuery) =>
  postData<PagedList<InvestorUser>>('/rest/investorUser/queryUsers', undefined, {
    params: listParams(query),
  })

/** POST /rest/investorUser/userDetail?investorId: with the investor's audits. Silent: the drawer says so. */
export const getInvestorUser = (investorId: string) =>
  postData<InvestorUserDetail>('/rest/investorUser/userDetail', undefined, {
    params: { investorId },
    silent: true,
  })

export const investorUserQuery = (investorId: string) =>
  queryOptions({
    queryKey: investorUserKeys.user(investorId),
    queryFn: () => getInvestorUser(investorId),
  })
