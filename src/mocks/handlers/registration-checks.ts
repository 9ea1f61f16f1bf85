import { beijingToday } from '@/lib/beijing-time'
import { DEMO_CREDIT_CODES } from '../db/seed-registrations'
import type { OrgRecord } from '../db/types'

/**
 * The demo server's own field rules for /reg and /mgr-change: a server checks again whatever a
 * client sends. The same rules as src/lib/validators.ts (src/mocks may not import it); a unit
 * test checks that both give the same answer.
 */

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

export function validCreditCode(code: string): boolean {
  if (!/^[1-9ANY][1-9]\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false
  const sum = [...code.slice(0, 17)].reduce(
    (total, ch, i) => total + CREDIT_CHARS.indexOf(ch) * (CREDIT_WEIGHTS[i] as number),
    0,
  )
  return CREDIT_CHARS.charAt((31 - (sum % 31)) % 31) === code.charAt(17)
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

export function validIdCard(id: string): boolean {
  const match = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false
  if (year < 1900 || birth.toISOString().slice(0, 10) > beijingToday()) return false
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0)
  return '10X98765432'.charAt(sum % 11) === id.charAt(17)
}

export const validMobile = (mobile: string) => /^1\d{10}$/.test(mobile)
export const validEmail = (email: string) =>
  email.length <= 100 &&
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email)
export const validAmacNo = (no: string) => /^P\d{7}$/.test(no)

/** 证件号码 by 证件类型 (a person's document; the codes of src/config/id-types.ts). */
export const ID_RULES: Readonly<Record<string, (idNo: string) => boolean>> = {
  '0': validIdCard,
  '1': (idNo) => /^(?=.*\d)[A-Z0-9]{5,17}$/.test(idNo),
  '2': (idNo) => /^(?=.*\d)[\u4e00-\u9fa5A-Z0-9]{4,20}$/.test(idNo),
  '3': (idNo) => /^[HM]?(\d{8}|\d{10})$/.test(idNo),
}

/** A string field of a JSON body, trimmed; anything else is ''. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The first message of the checks that fail, in order. */
export function firstProblem(checks: Array<[failed: boolean, message: string]>) {
  return checks.find(([failed]) => failed)?.[1]
}

/** Required, with a length limit in characters. */
export const badText = (value: string, max: number, min = 1) =>
  Array.from(value).length < min || Array.from(value).length > max

export function creditCodeProblem(code: string): string | undefined {
  if (!code) return '请填写统一社会信用代码'
  if (code.length !== 18) return '统一社会信用代码应为18位'
  return validCreditCode(code) ? undefined : '统一社会信用代码校验失败'
}

export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`

/** REG20261121001: the prefix, today's date in Beijing and that day's sequence. */
export function nextApplyNo(prefix: 'REG' | 'MGR', taken: string[]) {
  const day = beijingToday().replaceAll('-', '')
  const stem = `${prefix}${day}`
  const n = taken.filter((no) => no.startsWith(stem)).length + 1
  return `${stem}${String(n).padStart(3, '0')}`
}

/** An organisation's credit code (a demo db saved before orgs carried one reads the seed's). */
export const orgCreditCode = (org: OrgRecord) => org.creditCode ?? DEMO_CREDIT_CODES[org.orgId]
