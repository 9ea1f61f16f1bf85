import { hashText, seededRandom } from './random'
import type { FundRecord } from './types'

/*
 * What a fund holds, as shares of its assets, by its strategy (fixed by its code): how much
 * sits in the bank, in bonds, in stocks or unlisted equity, how often it sells securities and
 * how far a sale's price strays from its cost. 增值税, 报表 and 凭证 draw on it.
 */
export interface FundMix {
  cash: number
  bond: number
  /** Listed stocks (or, for an equity-investment fund, its unlisted holdings). */
  stock: number
  /** 基金投资: money-market funds, a share of the financial assets. */
  fund: number
  /** 结算备付金 and 存出保证金 as shares of total assets. */
  reserve: number
  margin: number
  /** The chance of a sale on a valuation day and the spread of its 转让差价. */
  tradeOdds: number
  gainSpread: number
  /** 私募股权投资基金: its holdings show as 其他投资. */
  unlisted: boolean
}

const BOND_SHARE: Readonly<Record<string, number>> = {
  债券策略: 0.8,
  '固收+': 0.55,
  多策略: 0.2,
  宏观策略: 0.25,
  量化对冲: 0.05,
  市场中性: 0.05,
  股权投资: 0,
}
const HEDGED = new Set(['量化对冲', '市场中性', '指数增强', '宏观策略'])

export function fundMixOf(fund: FundRecord): FundMix {
  const random = seededRandom(hashText(`${fund.fundCode}/mix`))
  const unlisted = fund.strategy === '股权投资'
  const cash = unlisted ? 0.05 + random() * 0.1 : 0.03 + random() * 0.05
  const bond = BOND_SHARE[fund.strategy] ?? 0.02
  return {
    cash,
    bond,
    stock: Math.max(0, 1 - cash - bond),
    fund: unlisted ? 0 : 0.02 + random() * 0.03,
    reserve: unlisted ? 0 : 0.01 + random() * 0.01,
    margin: unlisted ? 0 : HEDGED.has(fund.strategy) ? 0.015 + random() * 0.015 : 0.002,
    tradeOdds: unlisted ? 0.015 : 0.6,
    gainSpread: unlisted ? 0.4 : 0.09,
    unlisted,
  }
}
