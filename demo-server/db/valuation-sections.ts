import type { FeeType } from '@contract/api/fee'
import type { AccountKind } from '@contract/api/valuation'
import { closingCentsOn } from './cash-ledger'
import { accrualBookOf, dayIndex } from './fee-schedule'
import { hashText, seededRandom } from './random'
import { fromIso } from './trading-days'
import type { FundRecord } from './types'
import {
  BOND_GROUPS,
  EQUITY_GROUPS,
  FUND_GROUPS,
  priceOn,
  STOCK_GROUPS,
  type HoldingGroup,
} from './valuation-securities'

/*
 * The accounts of a valuation table before it is laid out (valuation-table.ts), read from the
 * fund's ledgers: the fees accrued and not yet paid (费用计提's 累计未付) are the liabilities;
 * the custody account (银行存款) holds the day's closing balance (托管户余额, cash-ledger.ts);
 * the rest of net assets plus liabilities is held as the fund's strategy would hold it, and
 * the clearing reserve (or, for unlisted holdings, 其他应收款) takes what the lots leave.
 */

/** A line before its ratios: money in cents. */
export interface Line {
  code: string
  name: string
  quantity?: number
  price?: number
  costCents: number
  valueCents: number
}

export interface Section {
  code: string
  name: string
  kind: AccountKind
  /** Sub-accounts with their holdings, or lines straight under the account. */
  groups?: Array<{ code: string; name: string; lines: Line[] }>
  lines?: Line[]
}

/** How much of the assets each kind of holding takes, by strategy. */
const MIX: Readonly<
  Record<string, Partial<Record<'stocks' | 'bonds' | 'funds' | 'futures' | 'equity', number>>>
> = {
  股票多头: { stocks: 0.82, funds: 0.05 },
  指数增强: { stocks: 0.85, funds: 0.05 },
  量化对冲: { stocks: 0.68, futures: 0.18, funds: 0.03 },
  市场中性: { stocks: 0.65, futures: 0.2, funds: 0.05 },
  债券策略: { bonds: 0.82, funds: 0.05 },
  '固收+': { bonds: 0.68, stocks: 0.12, funds: 0.05 },
  多策略: { stocks: 0.4, bonds: 0.25, funds: 0.12, futures: 0.08 },
  宏观策略: { stocks: 0.35, bonds: 0.3, funds: 0.15, futures: 0.08 },
  股权投资: { equity: 0.86 },
}

const AUDIT_FEE_CENTS_A_YEAR = 3_000_000

/** Days from the start of the date's quarter (1 on its first day). */
function daysIntoQuarter(date: string) {
  const month = Number(date.slice(5, 7))
  const start = `${date.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`
  return Math.round((fromIso(date) - fromIso(start)) / 86_400_000) + 1
}

const dayOfYear = (date: string) =>
  Math.round((fromIso(date) - fromIso(`${date.slice(0, 4)}-01-01`)) / 86_400_000) + 1

const cash = (code: string, name: string, cents: number): Line => ({
  code,
  name,
  costCents: cents,
  valueCents: cents,
})

/** The holdings of a group worth about `target` cents: a few of its securities, in lots. */
function holdingsOf(
  fund: FundRecord,
  group: HoldingGroup,
  date: string,
  targetCents: number,
): Line[] {
  const pick = seededRandom(hashText(`${fund.fundCode}/${group.code}`))
  const chosen = group.securities.filter(() => pick() < 0.7)
  const held = chosen.length ? chosen : group.securities.slice(0, 1)
  const weights = held.map(() => 0.5 + pick())
  const sum = weights.reduce((a, b) => a + b, 0)
  return held.flatMap((security, i) => {
    const price = priceOn(security, date)
    const share = (targetCents * (weights[i] ?? 1)) / sum
    const lots = Math.floor(share / (price * 100 * security.lot))
    if (lots < 1) return []
    const quantity = lots * security.lot
    // What it cost: fixed per fund and holding, around the security's base price.
    const costFactor = 0.8 + seededRandom(hashText(`${fund.fundCode}/${security.code}`))() * 0.35
    const unitCost = Math.round(security.base * costFactor * 10_000) / 10_000
    return [
      {
        code: `${group.code}.01.${security.code}`,
        name: security.name,
        quantity,
        price,
        costCents: Math.round(quantity * unitCost * 100),
        valueCents: Math.round(quantity * price * 100),
      },
    ]
  })
}

export const sumOf = (lines: readonly Line[]) => lines.reduce((s, l) => s + l.valueCents, 0)

/** Each fee accrued and not yet paid at the end of a day, in cents (费用计提's 累计未付). */
export function feesPayableOn(fund: FundRecord, date: string): Record<FeeType, number> {
  const book = accrualBookOf(fund)
  const i = book ? dayIndex(book, date) : -1
  const at = (type: FeeType) => (book && i >= 0 ? (book.unpaidCents[type][i] ?? 0) : 0)
  return { management: at('management'), custody: at('custody'), service: at('service') }
}

export function sections(fund: FundRecord, date: string, netCents: number): Section[] {
  const random = seededRandom(hashText(`${fund.fundCode}${date}`))
  // Holdings come in lots a little under their share: the reserve takes the difference.
  const jitter = () => 0.96 + random() * 0.035
  const quarterDays = daysIntoQuarter(date)
  const payable = feesPayableOn(fund, date)
  const liabilities: Section[] = [
    {
      code: '2206',
      name: '应付管理人报酬',
      kind: 'liability',
      lines: [cash('2206.01', '管理费', payable.management)],
    },
    {
      code: '2207',
      name: '应付托管费',
      kind: 'liability',
      lines: [cash('2207.01', '托管费', payable.custody)],
    },
    {
      code: '2241',
      name: '其他应付款',
      kind: 'liability',
      lines: [
        cash('2241.01', '应付外包服务费', payable.service),
        cash('2241.02', '预提审计费', Math.round((AUDIT_FEE_CENTS_A_YEAR * dayOfYear(date)) / 365)),
      ],
    },
  ]
  const liabilityCents = liabilities.reduce((s, x) => s + sumOf(x.lines ?? []), 0)
  const assetCents = netCents + liabilityCents
  const bankCents = closingCentsOn(fund, date)
  const mix = MIX[fund.strategy] ?? MIX['多策略']!
  const listed = !mix.equity
  const interest = [
    cash('1204.01', '银行存款利息', Math.round((bankCents * 0.0035 * quarterDays) / 365)),
  ]
  const margin = [
    ...(listed ? [cash('1031.01', '交易所交易保证金', Math.round(assetCents * 0.002))] : []),
  ]
  // What the holdings, the futures margin and the reserve share, by the strategy's weights,
  // leaving room for the interest the bonds have accrued this year.
  const weights = Object.values(mix).reduce((s, w) => s + w, 0)
  const bondInterestRate = 0.03 * (dayOfYear(date) / 365)
  const invested =
    (assetCents - bankCents - sumOf(interest) - sumOf(margin)) /
    (1 + ((mix.bonds ?? 0) / weights) * bondInterestRate)
  const target = (w: number | undefined) => Math.round(((invested * (w ?? 0)) / weights) * jitter())
  const grouped = (groups: readonly HoldingGroup[], w: number | undefined) =>
    w
      ? groups.map((g) => ({
          code: g.code,
          name: g.name,
          lines: holdingsOf(fund, g, date, target(w / groups.length)),
        }))
      : []
  const stocks = grouped(STOCK_GROUPS, mix.stocks)
  const bonds = grouped(BOND_GROUPS, mix.bonds)
  const funds = grouped(FUND_GROUPS, mix.funds)
  const equity = grouped(EQUITY_GROUPS, mix.equity)
  const bondCents = bonds.reduce((s, g) => s + sumOf(g.lines), 0)
  if (bondCents) {
    interest.push(cash('1204.02', '债券利息', Math.floor(bondCents * bondInterestRate)))
  }
  if (mix.futures) margin.push(cash('1031.02', '期货保证金', target(mix.futures)))
  const held = [stocks, bonds, funds, equity].flat().reduce((s, g) => s + sumOf(g.lines), 0)
  // The lots and the margin leave a little over: it waits at the clearing house (or, for
  // unlisted holdings, is receivable), so assets reconcile to the cent.
  const rest = assetCents - bankCents - held - sumOf(interest) - sumOf(margin)
  const shenzhen = listed ? Math.min(rest, Math.round(assetCents * 0.006)) : 0
  const reserve = listed
    ? [
        cash('1021.01', '沪市结算备付金', rest - shenzhen),
        cash('1021.02', '深市结算备付金', shenzhen),
      ]
    : []
  const receivable = listed ? [] : [cash('1221.01', '应收清算款', rest)]
  const bank: Section = {
    code: '1002',
    name: '银行存款',
    kind: 'asset',
    lines: [cash('1002.01', '托管户', bankCents)],
  }
  const others: Section[] = [
    { code: '1021', name: '结算备付金', kind: 'asset', lines: reserve },
    { code: '1031', name: '存出保证金', kind: 'asset', lines: margin },
    { code: '1102', name: '股票投资', kind: 'asset', groups: stocks },
    { code: '1103', name: '债券投资', kind: 'asset', groups: bonds },
    { code: '1105', name: '基金投资', kind: 'asset', groups: funds },
    { code: '1204', name: '应收利息', kind: 'asset', lines: interest },
    { code: '1221', name: '其他应收款', kind: 'asset', lines: receivable },
    { code: '1511', name: '长期股权投资', kind: 'asset', groups: equity },
  ]
  return [bank, ...others, ...liabilities]
}
