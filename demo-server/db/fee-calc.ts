import type { FeeType } from '@contract/api/fee'
import { runningSharesOf } from './fund-shares'
import { hashText } from './random'

/*
 * The fee arithmetic of 费用查询, pure and exact: amounts in whole cents, NAVs in whole
 * ten-thousandths, so a day's accrual, a quarter's total and a performance fee come out the
 * same in the handlers, the export and the tests.
 */

/** Fees accrue on every calendar day at an annual rate over 365 days. */
export const DAYS_IN_YEAR = 365

/** 1.2345 → 12345 (a NAV to its exact ten-thousandths). */
export const toNav4 = (nav: number) => Math.round(nav * 10_000)
export const toCents = (amount: number) => Math.round(amount * 100)
export const fromCents = (cents: number) => cents / 100

/**
 * A fund's annual fee rates, fixed by its code: 管理费 1.00–2.00 % (steps of 0.05 %), 托管费
 * 0.020–0.050 % and 外包服务费 0.020–0.040 % (steps of 0.005 %).
 */
export function feeRatesOf(fundCode: string): Record<FeeType, number> {
  const h = hashText(fundCode)
  return {
    management: (1000 + (h % 21) * 50) / 100_000,
    custody: (20 + ((h >>> 5) % 7) * 5) / 100_000,
    service: (20 + ((h >>> 9) % 5) * 5) / 100_000,
  }
}

/** A fund's shares outstanding: the demo's one share count (whole hundreds). */
export const sharesOf = (fundCode: string): number => runningSharesOf(fundCode)

/** Net assets in cents: unit NAV × shares, exact (shares come in whole hundreds). */
export const netAssetsCents = (unitNav: number, shares: number) => (toNav4(unitNav) * shares) / 100

/** One day's accrual in cents: net assets × annual rate / 365, rounded half up to the cent. */
export const dailyAccrualCents = (baseCents: number, annualRate: number) =>
  Math.round((baseCents * annualRate) / DAYS_IN_YEAR)

/**
 * A fund's performance-fee ratio in percent (提取比例), or 0 when its contract has none:
 * bond and equity-investment funds and one fund in five charge none.
 */
export function performanceRatioOf(fundCode: string, strategy: string): number {
  const h = hashText(`${fundCode}/performance`)
  if (strategy === '债券策略' || strategy === '股权投资' || h % 5 === 0) return 0
  return [20, 20, 15, 10, 20, 20][h % 6] ?? 20
}

/** One event's step of the high-water mark. */
export interface MarkStep {
  /** The mark before the event (ten-thousandths). */
  mark4: number
  /** The NAV compared with it (ten-thousandths). */
  nav4: number
  /** The NAV is above the mark: a fee is charged on the difference. */
  charged: boolean
  /** NAV − mark per unit when charged, else 0 (ten-thousandths). */
  excess4: number
  /** The mark after the event. */
  newMark4: number
}

/** The mark every series starts from: 1.0000. */
export const INITIAL_MARK4 = 10_000

/**
 * The high-water mark through a fund's performance-fee events, in order: an event charges
 * only when its NAV is above the mark, and the mark then moves up to that NAV; it never falls.
 */
export function highWaterMarks(navs4: readonly number[], start4 = INITIAL_MARK4): MarkStep[] {
  let mark4 = start4
  return navs4.map((nav4) => {
    const charged = nav4 > mark4
    const step = { mark4, nav4, charged, excess4: charged ? nav4 - mark4 : 0, newMark4: mark4 }
    if (charged) mark4 = nav4
    step.newMark4 = mark4
    return step
  })
}

/**
 * 业绩报酬 in cents: the excess per unit × 提取比例 × 计提份额, rounded to the cent
 * (excess in ten-thousandths, ratio in percent).
 */
export const performanceFeeCents = (excess4: number, ratioPercent: number, shares: number) =>
  Math.round((excess4 * ratioPercent * shares) / 10_000)
