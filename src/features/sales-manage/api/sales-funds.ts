import type { FundSource } from '@/components/fund-select'
import { postData } from '@/lib/http/request'

/** POST /rest/custodian/queryFunds: the organisation's funds, for 销售管理's 产品 pickers. */
export const salesFunds: FundSource = {
  key: ['sales-funds'],
  load: () => postData<{ fundCode: string; fundName: string }[]>('/rest/custodian/queryFunds'),
}
