import { getData, postData } from '@/lib/http/request'
import type { VerifyCodeImage } from '@/types/api'
import type { CollectAccount } from '@/types/api/public-site'

/** GET /isNotLogin/getVerifyCode?time: a new image code (the time defeats caches). */
export const getVerifyCode = () =>
  getData<VerifyCodeImage>('/isNotLogin/getVerifyCode', {
    params: { time: Date.now() },
    silent: true,
  })

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
