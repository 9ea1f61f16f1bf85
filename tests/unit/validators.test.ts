import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  creditCodeCheckChar,
  idCardCheckChar,
  isAmacManagerNo,
  isCreditCode,
  isEmail,
  isTravelPermitNo,
  isIdCard,
  isMobile,
  isOfficerCardNo,
  isPassportNo,
} from '@contract/validators'
import { DEMO_CREDIT_CODES } from '@demo-server/db/seed-registrations'

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const chars = (alphabet: string, length: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((a) => a.join(''))

/** A credit code's first 17 characters as GB 32100-2015 shapes them. */
const creditStem = fc
  .tuple(
    chars('123456789ANY', 1),
    chars('123456789', 1),
    chars('0123456789', 6),
    chars(CREDIT_CHARS, 9),
  )
  .map((parts) => parts.join(''))
const creditCode = creditStem.map((stem) => stem + creditCodeCheckChar(stem))

/** An ID number's first 17 digits with a real birth date between 1900 and 2020. */
const idStem = fc
  .tuple(
    fc.integer({ min: 110_000, max: 659_999 }),
    fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2020-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    fc.integer({ min: 0, max: 999 }),
  )
  .map(
    ([region, birth, seq]) =>
      `${region}${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(seq).padStart(3, '0')}`,
  )
const idCard = idStem.map((stem) => stem + idCardCheckChar(stem))

/** Another character of the same alphabet at one position. */
function substitute(value: string, alphabet: string) {
  return fc
    .tuple(fc.nat({ max: value.length - 1 }), fc.nat({ max: alphabet.length - 2 }))
    .map(([at, pick]) => {
      const others = [...alphabet].filter((c) => c !== value[at])
      return value.slice(0, at) + others[pick % others.length] + value.slice(at + 1)
    })
}

describe('统一社会信用代码 (GB 32100-2015)', () => {
  test.each([
    '91350100M000100Y43', // the standard's own example
    '91370100MA3C5X1A2W',
    ...Object.values(DEMO_CREDIT_CODES),
  ])('%s is valid', (code) => {
    expect(isCreditCode(code)).toBe(true)
  })

  test.each([
    ['91350100M000100Y44', 'wrong check character'],
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y433', '19 characters'],
    ['91350100m000100y43', 'lower case (the form upper-cases first)'],
    ['9135010OM000100Y43', 'the letter O is not in the alphabet'],
    ['01350100M000100Y43', 'no registration authority 0'],
    ['', 'empty'],
  ])('%s is refused: %s', (code) => {
    expect(isCreditCode(code)).toBe(false)
  })

  test('any code built with its check character is valid', () => {
    fc.assert(fc.property(creditCode, (code) => isCreditCode(code)))
  })

  test('changing any one character is always caught', () => {
    const changed = creditCode.chain((code) => substitute(code, CREDIT_CHARS))
    fc.assert(fc.property(changed, (code) => !isCreditCode(code)))
  })

  test('swapping two different neighbours is caught', () => {
    const swapped = fc
      .tuple(creditCode, fc.nat({ max: 16 }))
      .filter(([code, at]) => code[at] !== code[at + 1])
      .map(([code, at]) => code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2))
    fc.assert(fc.property(swapped, (code) => !isCreditCode(code)))
  })
})

describe('居民身份证号码 (GB 11643-1999)', () => {
  const today = new Date('2026-01-01T00:00:00Z')

  test.each(['11010519491231002X', '370102198506123015'])('%s is valid', (id) => {
    expect(isIdCard(id, today)).toBe(true)
  })

  test.each([
    ['110105194912310021', 'wrong check character'],
    ['11010519491231002x', 'lower-case x'],
    ['110105194902300027', '30 February'],
    ['110105189912310027', 'born before 1900'],
    ['110105203001010012', 'born in the future'],
    ['01010519491231002X', 'region starting 0'],
    ['11010519491231002', '17 characters'],
  ])('%s is refused: %s', (id) => {
    expect(isIdCard(id, today)).toBe(false)
  })

  test('any number built with its check character is valid; one changed digit is caught', () => {
    fc.assert(fc.property(idCard, (id) => isIdCard(id, today)))
    const changed = idCard.chain((id) =>
      substitute(id.slice(0, 17), '0123456789').map((s) => s + id[17]),
    )
    fc.assert(fc.property(changed, (id) => !isIdCard(id, today)))
  })
})

describe('the other formats', () => {
  test.each([
    [isMobile, '13800000001', true],
    [isMobile, '1380000000', false],
    [isMobile, '23800000001', false],
    [isMobile, '138 0000 0001', false],
    [isEmail, 'ops@quancheng-pf.com.cn', true],
    [isEmail, 'a.b+c@x.io', true],
    [isEmail, 'no-at.example.com', false],
    [isEmail, 'a@b', false],
    [isEmail, 'a b@x.com', false],
    [isAmacManagerNo, 'P1000001', true],
    [isAmacManagerNo, 'p1000001', false],
    [isAmacManagerNo, 'P100001', false],
    [isPassportNo, 'E12345678', true],
    [isPassportNo, 'E1', false],
    [isOfficerCardNo, '南字第1234567号', true],
    [isTravelPermitNo, 'H12345678', true],
    [isTravelPermitNo, '12345678', true],
    [isTravelPermitNo, 'X12345678', false],
  ] as const)('%o(%s) → %s', (check, value, expected) => {
    expect(check(value)).toBe(expected)
  })

  test('a mobile is exactly 11 digits starting with 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (s) => isMobile(s) === /^1[0-9]{10}$/.test(s)),
    )
  })
})
