import { postData } from '@/lib/http/request'

/** POST /isNotLogin/wxQrCode/scan?code: the demo backend's stand-in for a WeChat scan. */
export const simulateWxScan = (code: string) =>
  postData<null>('/isNotLogin/wxQrCode/scan', undefined, { params: { code }, silent: true })
