import { queryOptions } from '@tanstack/react-query'
import { postFile } from '@/lib/http/post-file'
import { postData } from '@/lib/http/request'
import type {
  PayChangeDetail,
  PayChangeFund,
  PayChangeSubmit,
} from '@contract/api/pay-account-change'
import { payAccountChangeKeys } from './keys'

/** POST /rest/pay-account-change/funds: the funds that may change, with their paying account. */
export const queryPayChangeFunds = () =>
  postData<PayChangeFund[]>('/rest/pay-account-change/funds', undefined, { silent: true })

export const payChangeFundsQuery = () =>
  queryOptions({ queryKey: payAccountChangeKeys.funds(), queryFn: queryPayChangeFunds })

/** POST /rest/pay-account-change/upload (multipart `file`): a proof, `{ fileId, fileName, size }`. */
export const uploadPayChangeProof = postFile('/rest/pay-account-change/upload')

/** POST /rest/pay-account-change/submit (JSON): the new request, 待审核, with its steps. */
export const submitPayChange = (body: PayChangeSubmit) =>
  postData<PayChangeDetail>('/rest/pay-account-change/submit', body, { idempotent: true })
