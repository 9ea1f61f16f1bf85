import { queryOptions } from '@tanstack/react-query'
import type { FundSource } from '@/components/fund-select'
import { listParams } from '@/lib/http/list-params'
import { postData } from '@/lib/http/request'
import type { TableQuery } from '@/lib/query-state'
import type { FundOption } from '@contract/api/custodian'
import type { PagedList } from '@contract/api/paged-list'
import type { TaInvestorDetail, TaInvestorRow } from '@contract/api/transfer-agent'
import { taKeys } from './keys'

/** POST /rest/ta/queryFunds: the organisation's funds, for the 产品 pickers. */
const queryFunds = () => postData<FundOption[]>('/rest/ta/queryFunds')
export const taFunds: FundSource = { key: taKeys.funds(), load: queryFunds }

/**
 * POST /rest/ta/queryInvestors?investorName&kind&riskLevel&professional&channel&beginDate
 * &endDate&sort&pageNo&pageSize: the register, newest accounts first.
 */
export const queryInvestors = (query: TableQuery) =>
  postData<PagedList<TaInvestorRow>>('/rest/ta/queryInvestors', undefined, {
    params: listParams(query),
  })

/** POST /rest/ta/queryInvestorDetail?investorId: identity, accounts and holdings. Silent: the drawer says so. */
export const getInvestor = (investorId: string) =>
  postData<TaInvestorDetail>('/rest/ta/queryInvestorDetail', undefined, {
    params: { investorId },
    silent: true,
  })

export const taInvestorQuery = (investorId: string) =>
  queryOptions({ queryKey: taKeys.investor(investorId), queryFn: () => getInvestor(investorId) })
