import { hashText, seededRandom } from './random'
import { fromIso } from './trading-days'

/*
 * What the demo's funds hold (valuation-table.ts): a small universe of listed shares, bonds
 * and exchange funds with a price on every day that is the same for every fund (a market
 * price), and the unlisted companies of the equity funds.
 */

export interface Security {
  code: string
  name: string
  /** A price around which it moves. */
  base: number
  /** Decimals of its price: shares 2, exchange funds 3, bonds 4. */
  decimals: number
  /** Bought in lots of this many. */
  lot: number
}

const stock = (code: string, name: string, base: number): Security => ({
  code,
  name,
  base,
  decimals: 2,
  lot: 100,
})
const bond = (code: string, name: string, base: number): Security => ({
  code,
  name,
  base,
  decimals: 4,
  lot: 10,
})
const fund = (code: string, name: string, base: number): Security => ({
  code,
  name,
  base,
  decimals: 3,
  lot: 100,
})
const company = (code: string, name: string, base: number): Security => ({
  code,
  name,
  base,
  decimals: 2,
  lot: 10_000,
})

/** A holding group: its account (科目) and what it can hold. */
export interface HoldingGroup {
  code: string
  name: string
  securities: readonly Security[]
}

export const STOCK_GROUPS: readonly HoldingGroup[] = [
  {
    code: '1102.01',
    name: '上交所A股',
    securities: [
      stock('600519', '贵州茅台', 1520),
      stock('601318', '中国平安', 46.5),
      stock('600036', '招商银行', 35.2),
      stock('600900', '长江电力', 28.6),
      stock('601899', '紫金矿业', 16.8),
      stock('600276', '恒瑞医药', 47.3),
      stock('601012', '隆基绿能', 18.4),
      stock('600030', '中信证券', 24.9),
    ],
  },
  {
    code: '1102.02',
    name: '深交所A股',
    securities: [
      stock('000858', '五粮液', 138),
      stock('000333', '美的集团', 71.5),
      stock('300750', '宁德时代', 218),
      stock('002594', '比亚迪', 262),
      stock('000001', '平安银行', 11.3),
      stock('002415', '海康威视', 30.8),
    ],
  },
]

export const BOND_GROUPS: readonly HoldingGroup[] = [
  {
    code: '1103.01',
    name: '上交所国债',
    securities: [
      bond('019547', '24国债09', 101.35),
      bond('019733', '24国债19', 100.82),
      bond('019706', '23国债13', 102.1),
    ],
  },
  {
    code: '1103.02',
    name: '深交所公司债',
    securities: [
      bond('148562', '23华能02', 101.9),
      bond('149813', '22招商03', 100.6),
      bond('127018', '本钢转债', 118.4),
    ],
  },
]

export const FUND_GROUPS: readonly HoldingGroup[] = [
  {
    code: '1105.01',
    name: '上交所ETF',
    securities: [
      fund('510300', '沪深300ETF', 3.92),
      fund('510500', '中证500ETF', 5.81),
      fund('511990', '华宝添益', 100.012),
    ],
  },
]

export const EQUITY_GROUPS: readonly HoldingGroup[] = [
  {
    code: '1511.01',
    name: '非上市公司股权',
    securities: [
      company('91370100A', '济南智芯科技有限公司', 3.2),
      company('91370200B', '青岛海蓝新材料有限公司', 2.45),
      company('91370600C', '烟台康泽生物医药有限公司', 4.1),
      company('91370700D', '潍坊鲁动新能源有限公司', 1.85),
    ],
  },
]

const DAY_MS = 86_400_000

/**
 * A security's price on a day: a slow wave around its base (each its own phase) and a small
 * daily move, fixed by the code and the date. An unlisted company is revalued quarterly.
 */
export function priceOn(security: Security, date: string): number {
  const h = hashText(security.code)
  const day = fromIso(date) / DAY_MS
  const isBond = security.decimals === 4
  const amplitude = isBond ? 0.02 : security.lot === 10_000 ? 0.12 : 0.18
  const period = security.lot === 10_000 ? Math.floor(day / 91) * 91 : day
  const wave = 1 + amplitude * Math.sin(period / (60 + (h % 50)) + (h % 628) / 100)
  const daily = security.lot === 10_000 ? 0 : seededRandom(hashText(`${security.code}/${date}`))()
  const noise = 1 + (daily - 0.5) * (isBond ? 0.004 : 0.03)
  const scale = 10 ** security.decimals
  return Math.round(security.base * wave * noise * scale) / scale
}
