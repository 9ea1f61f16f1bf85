import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  checkConfirmPassword,
  checkNewPassword,
  checkOldPassword,
  checkSamePasswords,
  PASSWORD_MSG,
} from '@/features/account/password-rules'
import { matches, maxLength, required } from '@/features/auth/hooks/use-form-rules'
import { isSearchable } from '@/features/search/hooks/use-search'

/*
 * The validators against independent statements of their rules (portal-spec §5), for any
 * input: ASCII, whole Unicode, emoji (two UTF-16 units), whitespace, and 10,000 characters.
 */

const anyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .array(fc.constantFrom('a', 'Z', '7', ' ', '\t', '密', '😀', '!', 'é'), { maxLength: 20 })
    .map((cs) => cs.join('')),
)
const longText = fc
  .tuple(fc.constantFrom('a', '1', '密', '😀', ' '), fc.integer({ min: 9_990, max: 10_010 }))
  .map(([c, n]) => c.repeat(n))
const anyInput = fc.oneof({ weight: 9, arbitrary: anyText }, { weight: 1, arbitrary: longText })

const codePoints = (s: string) => [...s].length

describe('新密码 and 确认密码', () => {
  const cases = [
    [checkNewPassword, PASSWORD_MSG.newRequired],
    [checkConfirmPassword, PASSWORD_MSG.confirmRequired],
  ] as const

  test.each(cases)('accepted exactly when 8–15 characters with a digit and a letter', (check) => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const n = codePoints(value)
        const ok = n >= 8 && n <= 15 && /\d/.test(value) && /[A-Za-z]/.test(value)
        expect(check(value) === undefined).toBe(ok)
      }),
      { numRuns: 300 },
    )
  })

  test.each(cases)('a refusal is the first failing rule, in the spec’s order', (check, req) => {
    fc.assert(
      fc.property(fc.option(anyInput, { nil: undefined }), (value) => {
        const n = value === undefined ? 0 : codePoints(value)
        const expected = !value
          ? req
          : n < 8 || n > 15
            ? PASSWORD_MSG.length
            : !/\d/.test(value)
              ? PASSWORD_MSG.digit
              : !/[A-Za-z]/.test(value)
                ? PASSWORD_MSG.letter
                : undefined
        expect(check(value)).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })

  test('a password that passes still passes with letters and digits swapped around', () => {
    const valid = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z]{1,7}$/),
        fc.stringMatching(/^\d{1,7}$/),
        fc.string({ maxLength: 1 }),
      )
      .map(([letters, digits, extra]) => `${letters}${digits}${extra}`)
      .filter((v) => codePoints(v) >= 8 && codePoints(v) <= 15)
    fc.assert(
      fc.property(valid, (value) => {
        expect(checkNewPassword(value)).toBeUndefined()
        expect(checkNewPassword([...value].reverse().join(''))).toBeUndefined()
      }),
      { numRuns: 200 },
    )
  })
})

describe('原密码 and the equality check', () => {
  test('原密码 is refused only when empty', () => {
    fc.assert(
      fc.property(fc.option(anyInput, { nil: undefined }), (value) => {
        expect(checkOldPassword(value)).toBe(value ? undefined : PASSWORD_MSG.oldRequired)
      }),
      { numRuns: 300 },
    )
  })

  test('the two new passwords pass exactly when they are the same string', () => {
    fc.assert(
      fc.property(anyInput, anyInput, fc.boolean(), (a, b, same) => {
        const confirm = same ? a : b
        expect(checkSamePasswords(a, confirm)).toBe(
          a === confirm ? undefined : PASSWORD_MSG.mismatch,
        )
      }),
      { numRuns: 300 },
    )
  })
})

describe('the login form’s rules', () => {
  test('required refuses exactly the blank values', () => {
    const rule = required('请输入用户名')
    fc.assert(
      fc.property(anyInput, (value) => {
        expect(rule(value)).toBe(value.trim() === '' ? '请输入用户名' : undefined)
      }),
      { numRuns: 300 },
    )
  })

  test('maxLength refuses exactly what is longer than the limit', () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 0, max: 60 }), (value, max) => {
        expect(maxLength(max, '太长')(value)).toBe(value.length > max ? '太长' : undefined)
      }),
      { numRuns: 300 },
    )
  })

  test('the code patterns: 4 characters for the picture, 4–6 digits by SMS (blank left to required)', () => {
    const image = matches(/^.{4}$/, 'image')
    const sms = matches(/^\d{4,6}$/, 'sms')
    const codes = fc.oneof(anyInput, fc.stringMatching(/^\s*\d{3,7}\s*$/))
    fc.assert(
      fc.property(codes, (value) => {
        const t = value.trim()
        expect(image(value)).toBe(!t || /^.{4}$/.test(t) ? undefined : 'image')
        expect(sms(value)).toBe(!t || /^\d{4,6}$/.test(t) ? undefined : 'sms')
      }),
      { numRuns: 300 },
    )
  })
})

test('a search keyword is searchable from 2 trimmed characters (an emoji is one)', () => {
  fc.assert(
    fc.property(anyInput, (value) => {
      expect(isSearchable(value)).toBe(codePoints(value.trim()) >= 2)
    }),
    { numRuns: 300 },
  )
})
