import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { FundAccountItem, FundDetail, FundFees } from '@contract/api/fund-query'
import { fundKeys } from './keys'

/*
 * A fund's detail tabs, each its own call (docs/api.md "产品查询"). Another organisation's or
 * an unknown code fails with 未找到该产品; the page shows that itself (silent).
 */

const fundCall =
  <T>(path: string) =>
  (fundCode: string) =>
    postData<T>(path, undefined, { params: { fundCode }, silent: true })

/** POST /rest/fund/queryFundDetail?fundCode: 基本要素. */
export const queryFundDetail = fundCall<FundDetail>('/rest/fund/queryFundDetail')

/** POST /rest/fund/queryFundAccounts?fundCode: 账户信息. */
export const queryFundAccounts = fundCall<FundAccountItem[]>('/rest/fund/queryFundAccounts')

/** POST /rest/fund/queryFundFees?fundCode: 费率信息. */
export const queryFundFees = fundCall<FundFees>('/rest/fund/queryFundFees')

export const fundDetailQuery = (fundCode: string) =>
  queryOptions({ queryKey: fundKeys.detail(fundCode), queryFn: () => queryFundDetail(fundCode) })

export const fundAccountsQuery = (fundCode: string) =>
  queryOptions({
    queryKey: fundKeys.accounts(fundCode),
    queryFn: () => queryFundAccounts(fundCode),
  })

export const fundFeesQuery = (fundCode: string) =>
  queryOptions({ queryKey: fundKeys.fees(fundCode), queryFn: () => queryFundFees(fundCode) })
