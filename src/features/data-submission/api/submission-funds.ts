import { postData } from '@/lib/http/request'
import type { SubmissionFund } from '@/types/api/data-submission'

/** POST /rest/data-submission/funds?scope: the funds that file reports, or the quant funds. */
export const querySubmissionFunds = (scope: 'report' | 'quant') =>
  postData<SubmissionFund[]>('/rest/data-submission/funds', undefined, { params: { scope } })
