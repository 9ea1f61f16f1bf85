import { beijingToday } from '@contract/beijing-time'
import { isCreditCode } from '@contract/validators'
import { DEMO_CREDIT_CODES } from '../db/seed-registrations'
import type { OrgRecord } from '../db/types'

/**
 * The demo server's helpers for checking /reg, /mgr-change and the other forms' bodies: a server
 * checks again whatever a client sends, with the contract's validators (contract/validators.ts).
 */

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
  return isCreditCode(code) ? undefined : '统一社会信用代码校验失败'
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
