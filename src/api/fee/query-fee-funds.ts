import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { FeeFundOption } from '@contract/api/fee'
import { feeKeys } from './keys'

/** POST /rest/fee/queryFundList: the organisation's funds that have fees (the 产品 filter). */
export const queryFeeFunds = () =>
  postData<FeeFundOption[]>('/rest/fee/queryFundList', undefined, { silent: true })

/** The funds change seldom: five minutes' cache. */
export const feeFundsQuery = () =>
  queryOptions({ queryKey: feeKeys.funds(), queryFn: queryFeeFunds, staleTime: 300_000 })
