import { http } from 'msw'
import { db } from '../db/db'
import type { WxQrRecord } from '../db/types'
import { api, contextFor, DISABLED_LOGIN, fail, ok, openSession, userView } from './http'
import { recordLogin } from './login-records'

/*
 * WeChat QR login (portal-spec §7 wxQrCodeLogin; the other calls are ours, docs/api.md): the
 * login page asks for a code, shows it as a QR picture and polls its status; the user scans it
 * and confirms in WeChat (in the demo: the 模拟扫码 button); the page then logs in with it.
 */

export const WX_QR_SECONDS = 180
/** Whose WeChat the demo's 模拟扫码 stands for: the manager (two organisations). */
export const WX_DEMO_USER = 'U1001'
const CHARS = 'abcdefghijkmnpqrstuvwxyz23456789'

export const WX_MSG = {
  unknown: '二维码无效，请刷新后重试',
  expired: '二维码已过期，请刷新',
  notScanned: '请使用微信扫描二维码并在手机上确认登录',
  unbound: '该微信未绑定管理人服务平台账号',
} as const

const newCode = () =>
  `wx${Date.now().toString(36)}${Array.from({ length: 10 }, () => CHARS[Math.floor(Math.random() * CHARS.length)]).join('')}`

const codeOf = (request: Request) => new URL(request.url).searchParams.get('code') ?? ''

/** The code's record while it is live, else why not. */
function liveRecord(code: string): WxQrRecord | string {
  const record = db.state.wxQrCodes[code]
  if (!record) return WX_MSG.unknown
  if (record.expiresAt <= Date.now()) return WX_MSG.expired
  return record
}

export const wxQrHandlers = [
  http.get(api('/isNotLogin/wxQrCode'), () => {
    const now = Date.now()
    const live = Object.entries(db.state.wxQrCodes).filter(([, r]) => r.expiresAt > now)
    const code = newCode()
    db.state.wxQrCodes = Object.fromEntries(live.slice(-50))
    db.state.wxQrCodes[code] = { expiresAt: now + WX_QR_SECONDS * 1000 }
    const qrUrl = `https://open.weixin.qq.com/connect/confirm?uuid=${code}`
    return ok({ code, qrUrl, expiresIn: WX_QR_SECONDS })
  }),

  http.get(api('/isNotLogin/wxQrCode/status'), ({ request }) => {
    const record = db.state.wxQrCodes[codeOf(request)]
    if (!record) return fail(WX_MSG.unknown)
    if (record.expiresAt <= Date.now()) return ok({ status: 'expired' })
    return ok({ status: record.scannedBy ? 'confirmed' : 'waiting' })
  }),

  // Demo only: stands for scanning the picture with WeChat and confirming on the phone.
  http.post(api('/isNotLogin/wxQrCode/scan'), ({ request }) => {
    const record = liveRecord(codeOf(request))
    if (typeof record === 'string') return fail(record)
    record.scannedBy = WX_DEMO_USER
    return ok(null)
  }),

  http.post(api('/login/wxQrCodeLogin'), ({ request }) => {
    const code = codeOf(request)
    const record = liveRecord(code)
    if (typeof record === 'string') return fail(record)
    if (!record.scannedBy) return fail(WX_MSG.notScanned)
    const user = db.state.users.find((u) => u.userId === record.scannedBy)
    if (!user) return fail(WX_MSG.unbound)
    if (user.disabled) return fail(DISABLED_LOGIN)
    // One login per code.
    delete db.state.wxQrCodes[code]
    const session = openSession(user.userId, user.orgIds[0] as string)
    recordLogin(user.userId, session.orgId, 'wechat')
    return ok(userView(contextFor(session)), { jwt: session.token })
  }),
]
