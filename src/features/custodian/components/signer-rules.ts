import type { Rule } from 'antd/es/form'
import { isMobile, PERSON_ID_NO_CHECKS } from '@contract/validators'

/* The signer form's rules: the server checks with the same validators (the contract's). */

const check = (ok: boolean, message: string) =>
  ok ? Promise.resolve() : Promise.reject(new Error(message))

export const idNoRule: Rule = ({ getFieldValue }) => ({
  validator: (_, value?: string) => {
    const test = PERSON_ID_NO_CHECKS[getFieldValue('idType') as string]
    return !value || !test
      ? Promise.resolve()
      : check(test(value.trim().toUpperCase()), '证件号码格式不正确')
  },
})

export const mobileRule: Rule = {
  validator: (_, value?: string) =>
    !value ? Promise.resolve() : check(isMobile(value.trim()), '请输入正确的手机号'),
}

export const singleLimitRule: Rule = {
  validator: (_, value?: number) =>
    value == null ? Promise.resolve() : check(value > 0, '单笔限额须大于 0'),
}

export const dailyLimitRule: Rule = ({ getFieldValue }) => ({
  validator: (_, value?: number) => {
    const single = getFieldValue('singleLimit') as number | undefined
    return value == null || single == null
      ? Promise.resolve()
      : check(value >= single, '日累计限额不能小于单笔限额')
  },
})
