import type { FormRule } from 'antd'
import type { RuleObject } from 'antd/es/form'
import { ID_CARD } from '@contract/id-types'
import { checkConfirmPassword, checkNewPassword, type PasswordCheck } from '@/lib/password-rules'
import {
  isCreditCode,
  isIdCard,
  isMobile,
  isOfficerCardNo,
  isPassportNo,
  isTravelPermitNo,
} from '@contract/validators'

/** An antd rule that runs one of the pure checks (the first failure is the message). */
export const ruleOf = (check: PasswordCheck): RuleObject => ({
  validator: (_, value: string | undefined) => {
    const problem = check(value)
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
  },
})

const requiredCheck =
  (message: string, next?: (value: string) => string | undefined): PasswordCheck =>
  (value) =>
    value?.trim() ? next?.(value.trim()) : message

export const RULES = {
  userName: [ruleOf(requiredCheck('请输入用户名'))],
  mobile: [
    ruleOf(
      requiredCheck('请输入手机号码', (v) =>
        isMobile(v) ? undefined : '请输入以1开头的11位手机号码',
      ),
    ),
  ],
  verificationCode: [
    ruleOf(
      requiredCheck('请输入短信验证码', (v) =>
        /^\d{4,6}$/.test(v) ? undefined : '短信验证码为4-6位数字',
      ),
    ),
  ],
  newPassword: [ruleOf(checkNewPassword)],
  confirmPassword: [ruleOf(checkConfirmPassword)],
}

/** Format (and checksum, where the number has one) of each document type's number. */
const ID_NUMBER_CHECKS: Record<string, PasswordCheck> = {
  [ID_CARD]: (v = '') => {
    if (!/^\d{17}[\dX]$/.test(v)) return '身份证号码应为18位（最后一位可为X）'
    return isIdCard(v) ? undefined : '身份证号码校验未通过，请核对'
  },
  '1': (v = '') => (isPassportNo(v) ? undefined : '护照号码应为5-17位字母或数字'),
  '2': (v = '') => (isOfficerCardNo(v) ? undefined : '军官证号码应为4-20位汉字、字母或数字'),
  '3': (v = '') =>
    isTravelPermitNo(v) ? undefined : '通行证号码应为8位或10位数字（港澳居民以H或M开头）',
  '4': (v = '') => {
    if (!/^[0-9A-Z]{18}$/.test(v)) return '统一社会信用代码应为18位数字或大写字母'
    return isCreditCode(v) ? undefined : '统一社会信用代码校验未通过，请核对'
  },
}

/** 证件号码: required, then the rule of the document type chosen in `typeField`. */
export const idNumberRule =
  (typeField: string): FormRule =>
  ({ getFieldValue }) =>
    ruleOf(
      requiredCheck('请输入证件号码', (value) =>
        ID_NUMBER_CHECKS[String(getFieldValue(typeField))]?.(value),
      ),
    )

/** Document numbers are typed without spaces and compared in upper case. */
export const normalizeIdNumber = (value: string | undefined) =>
  (value ?? '').replace(/\s/g, '').toUpperCase()

export const digitsOnly = (value: string | undefined) => (value ?? '').replace(/\D/g, '')
