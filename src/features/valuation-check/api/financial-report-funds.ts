import { postData } from '@/lib/http/request'
import type { ReportFund } from '@/types/api/valuation-reports'

/** POST /rest/valuation/reportFunds: the funds with books, for the 产品 pickers. */
export const queryReportFunds = () => postData<ReportFund[]>('/rest/valuation/reportFunds')
