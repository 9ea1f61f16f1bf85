import { postData } from '@/lib/http/request'
import type { CollectAccount } from '@contract/api/public-site'

/**
 * POST /isNotLogin/getCollectAccountList?collectAccount&verifyCode&imageId: the funds whose
 * subscriptions the raising account collects (empty when it is not one); the code is spent.
 */
export const getCollectAccountList = (
  collectAccount: string,
  verifyCode: string,
  imageId: string,
) =>
  postData<CollectAccount[]>('/isNotLogin/getCollectAccountList', undefined, {
    params: { collectAccount, verifyCode, imageId },
    silent: true,
  })
