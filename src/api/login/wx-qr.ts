import { call, getData } from '@/lib/http/request'
import type { LoginResponse } from '@contract/api'
import type { WxQrCode, WxQrStatus } from '@contract/api/public-site'

/** GET /isNotLogin/wxQrCode: a new WeChat login code, its QR content and lifetime. */
export const getWxQrCode = () => getData<WxQrCode>('/isNotLogin/wxQrCode', { silent: true })

/** GET /isNotLogin/wxQrCode/status?code: polled while the QR tab is open. */
export const getWxQrStatus = (code: string) =>
  getData<WxQrStatus>('/isNotLogin/wxQrCode/status', { params: { code }, silent: true })

/** POST /login/wxQrCodeLogin?code: logs in with a confirmed code; answers like doLogin. */
export async function wxQrCodeLogin(code: string) {
  const response = await call<LoginResponse>({
    method: 'post',
    url: '/login/wxQrCodeLogin',
    params: { code },
    silent: true,
  })
  return response.data
}
