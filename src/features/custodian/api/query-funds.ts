import type { FundSource } from '@/components/fund-select'
import { postData } from '@/lib/http/request'
import type { FundOption } from '@contract/api/custodian'

/** POST /rest/custodian/queryFunds: the organisation's funds, for the 产品 pickers. */
export const queryFunds = () => postData<FundOption[]>('/rest/custodian/queryFunds')

/** 托管's 产品 pickers list the organisation's funds. */
export const custodianFunds: FundSource = { key: ['custodian-funds'], load: queryFunds }
