import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { FundContact, FundContactInput } from '@contract/api/fund-query'
import { fundKeys } from './keys'

/** POST /rest/fund/queryFundContacts?fundCode: the fund's contacts. */
export const queryFundContacts = (fundCode: string) =>
  postData<FundContact[]>('/rest/fund/queryFundContacts', undefined, {
    params: { fundCode },
    silent: true,
  })

export const fundContactsQuery = (fundCode: string) =>
  queryOptions({
    queryKey: fundKeys.contacts(fundCode),
    queryFn: () => queryFundContacts(fundCode),
  })

/**
 * POST /rest/fund/saveFundContact (JSON): adds (no contactId) or edits. A refusal's message
 * (请输入正确的11位手机号码, 该手机号已是本产品的联系人…) is shown by the dialog (silent).
 */
export const saveFundContact = (input: FundContactInput) =>
  postData<FundContact>('/rest/fund/saveFundContact', input, {
    silent: true,
    idempotent: true,
  })

/** POST /rest/fund/deleteFundContact?contactId */
export const deleteFundContact = (contactId: string) =>
  postData<null>('/rest/fund/deleteFundContact', undefined, { params: { contactId } })

/** POST /rest/fund/revealFundContact?contactId&field=mobile: the full mobile; logged. */
export const revealContactMobile = (contactId: string) =>
  postData<string>('/rest/fund/revealFundContact', undefined, {
    params: { contactId, field: 'mobile' },
  })
