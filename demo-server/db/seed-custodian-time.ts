import { beijingNow, formatBeijing, instantOf } from '@contract/beijing-time'
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
export const later = (stamp: string, minutes: number): string =>
  formatBeijing(instantOf(stamp) + minutes * 60_000)

/** A Beijing time as an ISO 8601 instant (what pending items keep). */
export const isoOf = (stamp: string) => new Date(instantOf(stamp)).toISOString()

/** Now in Beijing time, YYYY-MM-DD HH:mm:ss (the one clock's, contract/beijing-time). */
export { beijingNow }

/** A valid 18-digit 居民身份证号码 from its first 17 digits (GB 11643-1999). */
export function idCard(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((total, w, i) => total + w * Number(first17[i]), 0)
  return first17 + '10X98765432'.charAt(sum % 11)
}
