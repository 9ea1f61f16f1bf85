import type { FundContract, FundFees } from '@/types/api/fund-query'
import { navSeriesOf, type NavPoint } from './fund-nav'
import { hashText, seededRandom } from './random'
import { addDays } from './trading-days'
import type { FundRecord } from './types'

/*
 * 产品查询's figures of a fund, generated from its code so they never change: its shares (and
 * so its scale), its fees and its contract documents.
 */

const round2 = (n: number) => Math.round(n * 100) / 100

/** Units held by investors: 5 million to 300 million, whole hundreds; none while raising. */
export function sharesOf(fund: FundRecord): number | null {
  if (fund.stage === 'raising') return null
  if (fund.stage === 'liquidated') return 0
  const random = seededRandom(hashText(`${fund.fundCode}/shares`))
  return Math.round((5_000_000 + random() * 295_000_000) / 100) * 100
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
  return {
    managementRate: equity ? pick(random, [0.02, 0.015]) : pick(random, [0.01, 0.015, 0.02]),
    custodyRate: pick(random, [0.0002, 0.0003, 0.0005]),
    outsourcingRate: pick(random, [0.0002, 0.0003]),
    subscriptionRate: pick(random, [0, 0.005, 0.01]),
    redemptionFees: [
      { holding: '持有不满6个月', rate: pick(random, [0.02, 0.015]) },
      { holding: '持有6个月以上不满1年', rate: pick(random, [0.01, 0.005]) },
      { holding: '持有1年以上', rate: 0 },
    ],
    performanceRate: pick(random, [0.1, 0.15, 0.2]),
    hurdleRate: equity ? 0.08 : pick(random, [0, 0.03, 0.05, 0.06]),
    performanceMethod: equity ? '项目退出时按门槛收益率计提' : '高水位法，分红、赎回及清算时计提',
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
