import { postData } from '@/lib/http/request'
import type { FeeFundOption } from '@contract/api/fee'

/** POST /rest/fee/queryFundList: the organisation's funds that have fees (the 产品 filter). */
export const queryFeeFunds = () =>
  postData<FeeFundOption[]>('/rest/fee/queryFundList', undefined, { silent: true })
