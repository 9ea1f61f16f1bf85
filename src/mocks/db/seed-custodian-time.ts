/*
 * Helpers of the 托管查询 seeds: fixed Beijing times (YYYY-MM-DD HH:mm:ss), so the demo and the
 * tests see the same records every time.
 */

/** The organisations' names as seed.ts gives them (a unit test keeps the two in step). */
export const CUSTODIAN_ORG_NAMES: Readonly<Record<string, string>> = {
  ORG001: '泉城私募基金管理有限公司',
  ORG002: '齐鲁资产管理有限公司',
  ORG003: '泰山投资管理有限公司',
}

/** A Beijing time `minutes` after another. */
export function later(stamp: string, minutes: number): string {
  const time = Date.parse(`${stamp.replace(' ', 'T')}Z`) + minutes * 60_000
  return new Date(time).toISOString().slice(0, 19).replace('T', ' ')
}

/** A Beijing time as ISO 8601 (what pending items keep). */
export const isoOf = (stamp: string) => new Date(`${stamp.replace(' ', 'T')}+08:00`).toISOString()

/** Now in Beijing time. */
export const beijingNow = () =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

/** A valid 18-digit 居民身份证号码 from its first 17 digits (GB 11643-1999). */
export function idCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((total, w, i) => total + w * Number(first17[i]), 0)
  return first17 + '10X98765432'.charAt(sum % 11)
}
