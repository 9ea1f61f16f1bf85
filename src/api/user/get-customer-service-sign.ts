import { postData } from '@/lib/http/request'

export interface CustomerServiceSign {
  sign?: string
}

/**
 * POST /user/getCustomerServiceSign?jwt: a sign that opens the online customer service at
 * /im-client/sign?sign={sign}. Silent: the button shows its own messages (portal-spec §8).
 */
export const getCustomerServiceSign = (jwt: string) =>
  postData<CustomerServiceSign | null>('/user/getCustomerServiceSign', undefined, {
    params: { jwt },
    silent: true,
  })
