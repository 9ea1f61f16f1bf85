import { describe, expect, test } from 'vitest'
import {
  checkConfirmPassword,
  checkNewPassword,
  checkOldPassword,
  checkSamePasswords,
  PASSWORD_MSG,
} from '@/lib/password-rules'

describe('the messages are the spec’s, character for character (portal-spec §5, §8)', () => {
  test.each([
    ['oldRequired', '请输入原密码'],
    ['newRequired', '请输入新密码'],
    ['confirmRequired', '请输入确认密码'],
    ['length', '密码长度为8-15位'],
    ['digit', '密码中必须包含数字'],
    ['letter', '密码中必须包含字母'],
    ['mismatch', '新密码与确认密码不一致，请重新输入'],
    ['hint', '密码中必须包含字母、数字且长度为8到15位'],
    ['success', '修改成功！请重新登录'],
  ] as const)('%s is %s', (key, text) => {
    expect(PASSWORD_MSG[key]).toBe(text)
  })
})

describe('原密码 is only required', () => {
  test.each([
    [undefined, '请输入原密码'],
    ['', '请输入原密码'],
    ['a', undefined],
    ['short', undefined],
    ['OnlyLetters', undefined],
  ])('%j → %j', (value, expected) => {
    expect(checkOldPassword(value)).toBe(expected)
  })
})

/** The same table for 新密码 and 确认密码: only the required message differs. */
const ruleCases = (required: string): Array<[string | undefined, string | undefined]> => [
  [undefined, required],
  ['', required],
  ['a1', '密码长度为8-15位'],
  ['Abc1234', '密码长度为8-15位'], // 7
  ['Abcd12345678901x', '密码长度为8-15位'], // 16
  ['abcdefgh', '密码中必须包含数字'],
  ['ABCDEFGHIJKLMNO', '密码中必须包含数字'], // 15, no digit
  ['12345678', '密码中必须包含字母'],
  ['1234567!@#$%^&*', '密码中必须包含字母'],
  ['数字1234567密码', '密码中必须包含字母'], // Chinese characters are not letters
  ['Abcd1234', undefined], // 8
  ['Abcd12345678901', undefined], // 15
  ['a1b2c3d4', undefined],
  ['Pass word 1', undefined], // spaces are characters like any other
  ['!Qa1@Ws2', undefined],
]

describe.each([
  ['新密码', checkNewPassword, '请输入新密码'],
  ['确认密码', checkConfirmPassword, '请输入确认密码'],
] as const)(
  '%s: required, 8–15, a digit, a letter — the first failure shown',
  (_, check, required) => {
    test.each(ruleCases(required))('%j → %j', (value, expected) => {
      expect(check(value)).toBe(expected)
    })
  },
)

describe('on submit the two new passwords must be equal', () => {
  test.each([
    ['Abcd1234', 'Abcd1234', undefined],
    ['Abcd1234', 'abcd1234', '新密码与确认密码不一致，请重新输入'],
    ['Abcd1234', 'Abcd12345', '新密码与确认密码不一致，请重新输入'],
    ['Abcd1234', 'Abcd1234 ', '新密码与确认密码不一致，请重新输入'],
  ])('%j and %j → %j', (next, confirm, expected) => {
    expect(checkSamePasswords(next, confirm)).toBe(expected)
  })
})

test('length counts characters, not UTF-16 units: 7 letters/digits and an emoji are 8', () => {
  expect(checkNewPassword('Abc1234😀')).toBeUndefined()
  expect(checkNewPassword('Abc123😀')).toBe('密码长度为8-15位')
})
