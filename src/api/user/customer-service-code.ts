import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { CustomerServiceCode } from '@contract/api/account'
import { userKeys } from './keys'

/**
 * POST /user/getCustomerServiceCode?userId: the user's 客服识别码 (portal-spec §7), which the
 * hotline and online service ask for to identify the caller. Silent: the section offers a retry.
 */
export const getCustomerServiceCode = (userId: string) =>
  postData<CustomerServiceCode>('/user/getCustomerServiceCode', undefined, {
    params: { userId },
    silent: true,
  })

export const serviceCodeQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.serviceCode(userId),
    queryFn: () => getCustomerServiceCode(userId),
  })

/**
 * POST /user/refreshCustomerServiceCode?userId: a new code; the old one stops identifying the
 * user. A failure shows through the client's error catalogue.
 */
export const refreshCustomerServiceCode = (userId: string) =>
  postData<CustomerServiceCode>('/user/refreshCustomerServiceCode', undefined, {
    params: { userId },
  })
