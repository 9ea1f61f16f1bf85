import { LIMITS } from '@contract/limits'

/**
 * The new-password rules and their messages, character for character (portal-spec §5, §8):
 * the header's 密码修改 dialog and /reset-password share them.
 */
export const PASSWORD_MSG = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请输入确认密码',
  length: `密码长度为${LIMITS.passwordMin}-${LIMITS.passwordMax}位`,
  digit: '密码中必须包含数字',
  letter: '密码中必须包含字母',
  mismatch: '新密码与确认密码不一致，请重新输入',
  hint: `密码中必须包含字母、数字且长度为${LIMITS.passwordMin}到${LIMITS.passwordMax}位`,
  success: '修改成功！请重新登录',
} as const

/** What is wrong with a value of a field, or undefined when it passes. */
export type PasswordCheck = (value: string | undefined) => string | undefined

const HAS_DIGIT = /\d/
const HAS_LETTER = /[A-Za-z]/

/** Length counts characters (code points), so an emoji is one, as a person would count it. */
const lengthOf = (value: string) => Array.from(value).length

/** Required, then 8–15 characters, then a digit, then a letter: the first failure is shown. */
function newPasswordCheck(requiredMessage: string): PasswordCheck {
  return (value) => {
    if (!value) return requiredMessage
    const length = lengthOf(value)
    if (length < LIMITS.passwordMin || length > LIMITS.passwordMax) return PASSWORD_MSG.length
    if (!HAS_DIGIT.test(value)) return PASSWORD_MSG.digit
    if (!HAS_LETTER.test(value)) return PASSWORD_MSG.letter
    return undefined
  }
}

/** 原密码: only required (an old password may predate today's rules). */
export const checkOldPassword: PasswordCheck = (value) =>
  value ? undefined : PASSWORD_MSG.oldRequired

/** 新密码: required, 8–15, a digit and a letter. */
export const checkNewPassword = newPasswordCheck(PASSWORD_MSG.newRequired)

/** 确认密码: required, with the same rules as the new password. */
export const checkConfirmPassword = newPasswordCheck(PASSWORD_MSG.confirmRequired)

/** On submit: the new password and its confirmation must be equal. */
export const checkSamePasswords = (newPassword: string, confirmPassword: string) =>
  newPassword === confirmPassword ? undefined : PASSWORD_MSG.mismatch
