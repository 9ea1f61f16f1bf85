import type { FundSource } from '@/components/fund-select'
import { postData } from '@/lib/http/request'
import type { ReportFund } from '@contract/api/valuation-reports'
import { valuationKeys } from './keys'

/** POST /rest/valuation/reportFunds: the funds with books, for the 产品 pickers. */
export const queryReportFunds = () => postData<ReportFund[]>('/rest/valuation/reportFunds')

/** 增值税, 报表 and 凭证's 产品 pickers list the funds with books. */
export const reportFunds: FundSource = {
  key: valuationKeys.reportFunds(),
  load: queryReportFunds,
}
