import { getData } from '@/lib/http/request'
import type { VerifyCodeImage } from '@contract/api'

/** GET /isNotLogin/getVerifyCode?time: a new image code (the time defeats caches). */
export const getVerifyCode = (silent = false) =>
  getData<VerifyCodeImage>('/isNotLogin/getVerifyCode', {
    params: { time: Date.now() },
    silent,
  })
