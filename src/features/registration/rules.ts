import type { Rule } from 'antd/es/form'
import {
  creditCodeCheckChar,
  isAmacManagerNo,
  isCreditCode,
  isEmail,
  isMobile,
} from '@contract/validators'
import type { UploadedFile } from '@contract/api/upload'

/** Form rules of /reg and /mgr-change: one clear message per problem, in the field's words. */

const required = (message: string): Rule => ({ required: true, whitespace: true, message })
const check =
  (test: (value: string) => boolean, message: string): Rule =>
  () => ({
    validator: (_, value: string | undefined) =>
      !value || test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  })

export const textRules = (label: string, max: number, min = 1): Rule[] => [
  required(`请输入${label}`),
  {
    min,
    max,
    message: min > 1 ? `${label}应为${min}-${max}个字符` : `${label}不超过${max}个字符`,
  },
]

function creditCodeProblem(code: string) {
  if (code.length !== 18) return `统一社会信用代码应为18位（当前${code.length}位）`
  if (/[IOSVZ]/.test(code)) return '统一社会信用代码不含字母 I、O、S、V、Z，请核对'
  if (!creditCodeCheckChar(code.slice(0, 17))) return '统一社会信用代码含有无效字符，请核对'
  return isCreditCode(code) ? undefined : '统一社会信用代码校验失败，请核对'
}

export const creditCodeRules: Rule[] = [
  required('请输入统一社会信用代码'),
  {
    validator: (_, value: string | undefined) => {
      const problem = value ? creditCodeProblem(value) : undefined
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
    },
  },
]

export const amacNoRules: Rule[] = [
  required('请输入管理人登记编号'),
  check(isAmacManagerNo, '管理人登记编号为字母 P 加 7 位数字，如 P1000001'),
]

export const mobileRules: Rule[] = [
  required('请输入手机号'),
  check(isMobile, '请输入以 1 开头的 11 位手机号'),
]

export const smsCodeRules: Rule[] = [
  required('请输入短信验证码'),
  check((v) => /^\d{4,6}$/.test(v), '短信验证码为4-6位数字'),
]

export const emailRules: Rule[] = [
  required('请输入电子邮箱'),
  check(isEmail, '请输入正确的电子邮箱，如 name@example.com'),
]

export const fileRules = (label: string): Rule[] => [
  {
    validator: (_, value: UploadedFile[] | undefined) =>
      value?.length ? Promise.resolve() : Promise.reject(new Error(`请上传${label}`)),
  },
]

/** Upper case, no spaces: codes are typed in any case and pasted with spaces. */
export const normalizeCode = (value: string | undefined) =>
  (value ?? '').toUpperCase().replace(/\s+/g, '')
