// 发送配置: the email recipient types of 估值核对.

/** What a recipient type receives. */
export type EmailReportType = 'valuation' | 'nav' | 'voucher' | 'report'
export const EMAIL_REPORT_TYPES: readonly EmailReportType[] = [
  'valuation',
  'nav',
  'voucher',
  'report',
]
export const EMAIL_REPORT_TYPE_LABEL: Readonly<Record<EmailReportType, string>> = {
  valuation: '估值表',
  nav: '净值',
  voucher: '凭证',
  report: '报表',
}

export type EmailFrequency = 'daily' | 'weekly' | 'monthly'
export const EMAIL_FREQUENCY_LABEL: Readonly<Record<EmailFrequency, string>> = {
  daily: '每日',
  weekly: '每周',
  monthly: '每月',
}

export type EmailTypeStatus = 'enabled' | 'disabled'
export const EMAIL_TYPE_STATUS_LABEL: Readonly<Record<EmailTypeStatus, string>> = {
  enabled: '启用',
  disabled: '停用',
}

/** Limits the form and the server share. */
export const EMAIL_LIMITS = { name: 20, recipients: 50, address: 100, remark: 200 } as const

/** An email recipient type (发送配置). */
export interface EmailRecipientType {
  typeId: string
  name: string
  recipients: string[]
  reportTypes: EmailReportType[]
  frequency: EmailFrequency
  status: EmailTypeStatus
  remark: string
  updatedBy: string
  /** YYYY-MM-DD HH:mm:ss (Beijing) */
  updatedAt: string
}

/** POST saveEmailType (JSON): add (no typeId) or edit. */
export type EmailTypeSave = Pick<
  EmailRecipientType,
  'name' | 'recipients' | 'reportTypes' | 'frequency' | 'status' | 'remark'
> & { typeId?: string }

/** An email address as the form and the server accept it (at most 100 characters). */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

export const isEmailAddress = (text: string) =>
  text.length <= EMAIL_LIMITS.address && EMAIL_PATTERN.test(text)

/** The message naming the addresses refused, the same on both sides. */
export const badAddressMessage = (bad: readonly string[]) => `邮箱地址格式不正确：${bad.join('、')}`
