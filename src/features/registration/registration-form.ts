import type { RegistrationApply } from '@contract/api/registration'
import type { UploadedFile } from '@contract/api/upload'

/** The /reg form's fields, step by step (机构信息 → 联系人 → 上传材料 → 确认提交). */
export interface RegistrationValues {
  orgName: string
  creditCode: string
  amacNo: string
  regAddress: string
  officeAddress: string
  contactName: string
  mobile: string
  smsCode: string
  email: string
  license: UploadedFile[]
  amacCert: UploadedFile[]
  authLetter: UploadedFile[]
  agreed: boolean
}

type Field = keyof RegistrationValues

export const STEPS = ['机构信息', '联系人', '上传材料', '确认提交'] as const

export const STEP_FIELDS: readonly (readonly Field[])[] = [
  ['orgName', 'creditCode', 'amacNo', 'regAddress', 'officeAddress'],
  ['contactName', 'mobile', 'smsCode', 'email'],
  ['license', 'amacCert', 'authLetter'],
  ['agreed'],
]

export const DOCUMENTS = [
  ['license', '营业执照', '加盖公章的营业执照副本扫描件'],
  ['amacCert', '管理人登记证明', '中国证券投资基金业协会私募基金管理人登记证明'],
  ['authLetter', '授权委托书', '法定代表人签字并加盖公章的授权委托书'],
] as const

/** Which field a server's refusal is about, by the words it uses (first match). */
const SERVER_WORDS: ReadonlyArray<[RegExp, Field]> = [
  [/短信验证码|错误次数/, 'smsCode'],
  [/机构全称/, 'orgName'],
  [/统一社会信用代码|该机构/, 'creditCode'],
  [/登记编号/, 'amacNo'],
  [/注册地址/, 'regAddress'],
  [/办公地址/, 'officeAddress'],
  [/联系人/, 'contactName'],
  [/手机号/, 'mobile'],
  [/邮箱/, 'email'],
  [/营业执照/, 'license'],
  [/登记证明/, 'amacCert'],
  [/授权委托书/, 'authLetter'],
  [/协议/, 'agreed'],
]

export function fieldOfMessage(message: string) {
  const field = SERVER_WORDS.find(([words]) => words.test(message))?.[1]
  if (!field) return undefined
  return { field, step: STEP_FIELDS.findIndex((fields) => fields.includes(field)) }
}

const fileIdOf = (files: UploadedFile[] | undefined) => files?.[0]?.fileId ?? ''

export function toRegistrationApply(v: RegistrationValues): RegistrationApply {
  return {
    orgName: v.orgName.trim(),
    creditCode: v.creditCode,
    amacNo: v.amacNo,
    regAddress: v.regAddress.trim(),
    officeAddress: v.officeAddress.trim(),
    contactName: v.contactName.trim(),
    mobile: v.mobile.trim(),
    smsCode: v.smsCode.trim(),
    email: v.email.trim(),
    files: {
      license: fileIdOf(v.license),
      amacCert: fileIdOf(v.amacCert),
      authLetter: fileIdOf(v.authLetter),
    },
    agreed: v.agreed,
  }
}
