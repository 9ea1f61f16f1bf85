/**
 * 个人中心 and 新功能速递 (portal-spec §2, §7). The spec names getCustomerServiceCode and
 * refreshCustomerServiceCode without their answers; the shapes below, queryLoginRecords and
 * releaseNotes are our choice (docs/api.md).
 */

/** How a session began: 账号密码, 微信扫码, 单点登录, or 切换机构 from the header. */
export type LoginMethod = 'password' | 'wechat' | 'sso' | 'switch'

/** POST /user/queryLoginRecords: one login (or refused attempt) of the user, newest first. */
export interface LoginRecord {
  id: string
  /** ISO 8601. */
  loginTime: string
  method: LoginMethod
  /** The organisation the session was for. */
  orgName: string
  ip: string
  /** Where the address is, e.g. 山东省济南市. */
  region: string
  success: boolean
  /** Why an attempt was refused (密码错误, 短信验证码错误). */
  failReason?: string
}

/** POST /user/getCustomerServiceCode and refreshCustomerServiceCode: `data`. */
export interface CustomerServiceCode {
  /** Six characters, digits and capital letters without look-alikes (no 0 O 1 I). */
  code: string
  /** ISO 8601: after this the code identifies nobody and a new one is issued. */
  expireTime: string
}

/** GET /query/releaseNotes: one version's notes; the list comes newest first. */
export interface ReleaseNote {
  /** x.y.z */
  version: string
  /** YYYY-MM-DD */
  date: string
  /** Server HTML: shown only after DOMPurify. */
  content: string
}
