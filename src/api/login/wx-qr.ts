import { queryOptions } from '@tanstack/react-query'
import { call, getData } from '@/lib/http/request'
import type { LoginResponse } from '@contract/api'
import type { WxQrCode, WxQrStatus } from '@contract/api/public-site'
import { loginKeys } from './keys'

/** GET /isNotLogin/wxQrCode: a new WeChat login code, its QR content and lifetime. */
export const getWxQrCode = () => getData<WxQrCode>('/isNotLogin/wxQrCode', { silent: true })

/** GET /isNotLogin/wxQrCode/status?code: polled while the QR tab is open. */
export const getWxQrStatus = (code: string) =>
  getData<WxQrStatus>('/isNotLogin/wxQrCode/status', { params: { code }, silent: true })

/**
 * A new code (one per `generation`), with when it expires by this browser's clock. An unmounted
 * tab's code is not kept (gcTime 0).
 */
export const wxQrQuery = (generation: number) =>
  queryOptions({
    queryKey: loginKeys.wxQr(generation),
    queryFn: async () => {
      const qr = await getWxQrCode()
      return { qr, deadline: Date.now() + qr.expiresIn * 1000 }
    },
    staleTime: Infinity,
    gcTime: 0,
  })

/** The code's scan status; past its deadline it is expired without asking. */
export const wxQrStatusQuery = (code: string | undefined, deadline: number) =>
  queryOptions({
    queryKey: loginKeys.wxQrStatus(code),
    queryFn: (): Promise<WxQrStatus> | WxQrStatus =>
      Date.now() >= deadline ? { status: 'expired' } : getWxQrStatus(code as string),
    staleTime: Infinity,
    gcTime: 0,
  })

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
