import type { FundContract, FundFees } from '@contract/api/fund-query'
import { navSeriesOf, type NavPoint } from './fund-nav'
import { feeRatesOf, performanceRatioOf } from './fee-calc'
import { runningSharesOf } from './fund-shares'
import { hashText, seededRandom } from './random'
import { addDays } from './trading-days'
import type { FundRecord } from './types'

/*
 * 产品查询's figures of a fund, generated from its code so they never change: its shares (and
 * so its scale), its fees and its contract documents.
 */

const round2 = (n: number) => Math.round(n * 100) / 100

/** Units held by investors now: none while raising, 0 once liquidated. */
export function sharesOf(fund: FundRecord): number | null {
  if (fund.stage === 'raising') return null
  if (fund.stage === 'liquidated') return 0
  return runningSharesOf(fund.fundCode)
}

/** The latest NAV point of a fund, if it has one. */
export const latestNavOf = (fund: FundRecord): NavPoint | undefined => navSeriesOf(fund).at(-1)

/** Shares × the latest unit NAV, in yuan (null while raising or without a NAV). */
export function scaleOf(fund: FundRecord, latest = latestNavOf(fund)): number | null {
  const shares = sharesOf(fund)
  if (shares === null || !latest) return null
  return round2(shares * latest.unitNav)
}

const pick = <T>(random: () => number, options: readonly T[]): T =>
  options[Math.floor(random() * options.length)] as T

/** 费率信息: rates a year as ratios (0.015 is 1.50%). */
export function feesOf(fund: FundRecord): FundFees {
  const random = seededRandom(hashText(`${fund.fundCode}/fees`))
  const equity = fund.fundType === '私募股权投资基金'
  // The rates 费用计提 and 业绩报酬 charge at, so 费率信息 shows what is really charged.
  const accrued = feeRatesOf(fund.fundCode)
  const performance = performanceRatioOf(fund.fundCode, fund.strategy) / 100
  return {
    managementRate: accrued.management,
    custodyRate: accrued.custody,
    outsourcingRate: accrued.service,
    subscriptionRate: pick(random, [0, 0.005, 0.01]),
    redemptionFees: [
      { holding: '持有不满6个月', rate: pick(random, [0.02, 0.015]) },
      { holding: '持有6个月以上不满1年', rate: pick(random, [0.01, 0.005]) },
      { holding: '持有1年以上', rate: 0 },
    ],
    // Equity funds charge at a project's exit, outside the high-water mark of 业绩报酬.
    performanceRate: equity ? 0.2 : performance,
    hurdleRate: equity ? 0.08 : pick(random, [0, 0.03, 0.05, 0.06]),
    performanceMethod: equity
      ? '项目退出时按门槛收益率计提'
      : performance > 0
        ? '高水位法，分红、赎回及清算时计提'
        : '不计提业绩报酬',
  }
}

const DOCS: Array<[docType: string, suffix: string, days: number]> = [
  ['基金合同', '基金合同', 0],
  ['托管协议', '托管协议', 0],
  ['风险揭示书', '风险揭示书', 0],
  ['补充协议', '补充协议（一）', 180],
]

/** A fund's contract documents (相关合同): the first three at establishment, a supplement later. */
export function contractsOf(fund: FundRecord): Array<Omit<FundContract, 'size'>> {
  const since = fund.establishDate
  return DOCS.filter(([, , days]) => days === 0 || (since && fund.stage !== 'raising')).map(
    ([docType, suffix, days], i) => ({
      fileId: `${fund.fundCode}-C${i + 1}`,
      docType,
      fileName: `${fund.fundName}${suffix}.pdf`,
      signDate: since ? addDays(since, days - 7) : '',
    }),
  )
}
