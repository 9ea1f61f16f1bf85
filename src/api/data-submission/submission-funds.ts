import type { FundSource } from '@/components/fund-select'
import { postData } from '@/lib/http/request'
import type { SubmissionFund } from '@contract/api/data-submission'
import { dataSubmissionKeys } from './keys'

/** POST /rest/data-submission/funds?scope: the funds that file reports, or the quant funds. */
export const querySubmissionFunds = (scope: 'report' | 'quant') =>
  postData<SubmissionFund[]>('/rest/data-submission/funds', undefined, { params: { scope } })

/** 数据报送's 产品 pickers: the report-filing funds, or the quant funds. */
export const submissionFunds: Record<'report' | 'quant', FundSource> = {
  report: { key: dataSubmissionKeys.funds('report'), load: () => querySubmissionFunds('report') },
  quant: { key: dataSubmissionKeys.funds('quant'), load: () => querySubmissionFunds('quant') },
}
