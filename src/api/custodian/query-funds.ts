import type { FundSource } from '@/components/fund-select'
import { postData } from '@/lib/http/request'
import type { FundOption } from '@contract/api/custodian'
import { custodianKeys } from './keys'

/** POST /rest/custodian/queryFunds: the organisation's funds. */
export const queryCustodianFunds = () => postData<FundOption[]>('/rest/custodian/queryFunds')

/** 托管's and 销售管理's 产品 pickers: the same funds, cached once for both. */
export const custodianFunds: FundSource = {
  key: custodianKeys.funds(),
  load: queryCustodianFunds,
}
