import type { AdminChangeApply } from '@contract/api/registration'
import type { UploadedFile } from '@contract/api/upload'

/** The /mgr-change form's fields. */
export interface AdminChangeValues {
  orgName: string
  creditCode: string
  oldName: string
  oldAccount: string
  newName: string
  idType: string
  idNo: string
  mobile: string
  smsCode: string
  email: string
  reason: string
  authLetter: UploadedFile[]
}

export const REASON_MAX = 500

type Field = keyof AdminChangeValues

/** Which field a server's refusal is about, by the words it uses (first match). */
const SERVER_WORDS: ReadonlyArray<[RegExp, Field]> = [
  [/短信验证码|错误次数/, 'smsCode'],
  [/原管理员/, 'oldAccount'],
  [/新管理员/, 'newName'],
  [/统一社会信用代码/, 'creditCode'],
  [/机构/, 'orgName'],
  [/证件类型/, 'idType'],
  [/证件号码/, 'idNo'],
  [/手机号/, 'mobile'],
  [/邮箱/, 'email'],
  [/变更原因/, 'reason'],
  [/授权书/, 'authLetter'],
]

export const fieldOfMessage = (message: string) =>
  SERVER_WORDS.find(([words]) => words.test(message))?.[1]

export function toAdminChangeApply(v: AdminChangeValues): AdminChangeApply {
  return {
    orgName: v.orgName.trim(),
    creditCode: v.creditCode,
    oldAdmin: { name: v.oldName.trim(), account: v.oldAccount.trim() },
    newAdmin: {
      name: v.newName.trim(),
      idType: v.idType,
      idNo: v.idNo,
      mobile: v.mobile.trim(),
      smsCode: v.smsCode.trim(),
      email: v.email.trim(),
    },
    reason: v.reason.trim(),
    authLetter: v.authLetter[0]?.fileId ?? '',
  }
}
