/**
 * Format and checksum rules for what organisations and people type into the public forms.
 * Pure functions of the value, part of the contract: the forms check with them and the demo
 * backend checks again with the same functions, as a server does.
 */

import { beijingToday } from './beijing-time'

/** GB 32100-2015: the 31 characters a 统一社会信用代码 may use (no I, O, S, V, Z). */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
/** Registration authority (1 机构编制 … 9 市场监管, A, N, Y), type, 6-digit region, then 10 code characters. */
const CREDIT_SHAPE = /^[1-9ANY][1-9]\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/

/** The check character (18th) for the first 17 characters, or undefined if they cannot be one. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined
  let sum = 0
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CHARS.indexOf(first17.charAt(i))
    if (value < 0) return undefined
    sum += value * (CREDIT_WEIGHTS[i] as number)
  }
  return CREDIT_CHARS.charAt((31 - (sum % 31)) % 31)
}

/** A well-formed 18-character 统一社会信用代码 whose check character is right (upper case). */
export function isCreditCode(value: string): boolean {
  return CREDIT_SHAPE.test(value) && creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17)
}

/** 11 digits starting with 1 (a mainland mobile number). */
export const isMobile = (value: string) => /^1\d{10}$/.test(value)

/** A practical e-mail check: one @, a dotted domain, no spaces; at most 100 characters. */
export const isEmail = (value: string) =>
  value.length <= 100 &&
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value)

/** 私募基金管理人登记编号 (AMAC): P and 7 digits, e.g. P1000001. */
export const isAmacManagerNo = (value: string) => /^P\d{7}$/.test(value)

/** GB 11643-1999: the 居民身份证号码's check character for its first 17 digits. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

export function idCardCheckChar(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return ID_CHECK.charAt(sum % 11)
}

/** 18-character 居民身份证号码: region, a real birth date from 1900 to (Beijing's) today, check character. */
export function isIdCard(value: string, today: Date = new Date()): boolean {
  const match = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const birth = new Date(Date.UTC(year, month - 1, day))
  const realDate = birth.getUTCMonth() === month - 1 && birth.getUTCDate() === day
  const bornAfterToday = birth.toISOString().slice(0, 10) > beijingToday(today)
  if (!realDate || year < 1900 || bornAfterToday) return false
  return idCardCheckChar(value.slice(0, 17)) === value.charAt(17)
}

/** 护照号码: 5 to 17 letters or digits with at least one digit (China's: E12345678). */
export const isPassportNo = (value: string) => /^(?=.*\d)[A-Z0-9]{5,17}$/.test(value)

/** 军官证号: 4 to 20 Chinese characters, letters or digits with at least one digit (南字第2015001号). */
export const isOfficerCardNo = (value: string) =>
  /^(?=.*\d)[\u4e00-\u9fa5A-Z0-9]{4,20}$/.test(value)

/** 港澳台居民来往内地通行证: H or M (Hong Kong, Macao) or nothing (Taiwan), then 8 or 10 digits. */
export const isTravelPermitNo = (value: string) => /^[HM]?(\d{8}|\d{10})$/.test(value)

/** 证件号码 by a person's 证件类型 (the codes of contract/id-types.ts): forms and server alike. */
export const PERSON_ID_NO_CHECKS: Readonly<Record<string, (value: string) => boolean>> = {
  '0': (value) => isIdCard(value),
  '1': isPassportNo,
  '2': isOfficerCardNo,
  '3': isTravelPermitNo,
}

/** The first 17 characters completed with their check character (for generated data). */
export const withCheck = (first17: string, checkChar: (first17: string) => string | undefined) =>
  first17 + (checkChar(first17) ?? '0')
