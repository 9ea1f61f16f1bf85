import type { AccountKind, ValuationAccount, ValuationTotals } from '@contract/api/valuation'
import { netAssetsCents } from './fee-calc'
import { runningSharesOf } from './fund-shares'
import type { NavPoint } from './fund-nav'
import type { FundRecord } from './types'
import { navDayOf } from './valuation-days'
import { sections, sumOf, type Line } from './valuation-sections'

/*
 * A fund's valuation table (估值表) on a NAV day, generated from the fund and the date alone
 * (never stored) so that it reconciles exactly: net assets are the fund's shares × that day's
 * unit NAV (fund-nav.ts); the fees accrued this quarter are the liabilities; the assets are
 * the two together, held as the fund's strategy would hold them, and whatever the lots leave
 * over sits in the custody account (银行存款). All money is worked in whole cents.
 */

export interface GeneratedTable {
  accounts: ValuationAccount[]
  totals: ValuationTotals
  point: NavPoint
}

/** The shares the table is worked on: a liquidated fund's are those it had while running. */
export const valuationSharesOf = (fund: FundRecord) =>
  fund.stage === 'raising' ? 0 : runningSharesOf(fund.fundCode)

/** The NAV point of a day, if the fund has one (within the last three years). */
export const navPointOf = (fund: FundRecord, date: string): NavPoint | undefined =>
  navDayOf(fund, date)?.point

function account(
  line: Line & { level: number; kind: AccountKind; leaf: boolean },
  netCents: number,
): ValuationAccount {
  const ratio = (cents: number) =>
    netCents ? Math.round((cents / netCents) * 1_000_000) / 1_000_000 : 0
  const { quantity, price } = line
  return {
    code: line.code,
    name: line.name,
    level: line.level,
    kind: line.kind,
    leaf: line.leaf,
    quantity: quantity ?? null,
    // cents a unit → yuan to 4 decimals
    unitCost: quantity ? Math.round((line.costCents / quantity) * 100) / 10_000 : null,
    cost: line.costCents / 100,
    costRatio: ratio(line.costCents),
    price: price ?? null,
    marketValue: line.valueCents / 100,
    valueRatio: ratio(line.valueCents),
    appreciation: (line.valueCents - line.costCents) / 100,
  }
}

const subtotal = (code: string, name: string, lines: readonly Line[]): Line => ({
  code,
  name,
  costCents: lines.reduce((s, l) => s + l.costCents, 0),
  valueCents: sumOf(lines),
})

/** Undefined when the fund has no NAV that day (not a trading day, before it began, …). */
export function valuationTableOf(fund: FundRecord, date: string): GeneratedTable | undefined {
  const point = navPointOf(fund, date)
  const shares = valuationSharesOf(fund)
  if (!point || !shares) return undefined
  const netCents = netAssetsCents(point.unitNav, shares)
  const accounts: ValuationAccount[] = []
  let assetCents = 0
  let liabilityCents = 0
  for (const section of sections(fund, date, netCents)) {
    const groups = (section.groups ?? []).filter((g) => g.lines.length)
    const all = [...(section.lines ?? []), ...groups.flatMap((g) => g.lines)].filter(
      (l) => l.valueCents || l.code === '1002.01',
    )
    if (!all.length) continue
    const { kind } = section
    const top = subtotal(section.code, section.name, all)
    if (kind === 'asset') assetCents += top.valueCents
    else liabilityCents += top.valueCents
    accounts.push(account({ ...top, level: 1, kind, leaf: false }, netCents))
    for (const line of section.lines ?? []) {
      if (all.includes(line))
        accounts.push(account({ ...line, level: 2, kind, leaf: true }, netCents))
    }
    for (const group of groups) {
      accounts.push(
        account(
          { ...subtotal(group.code, group.name, group.lines), level: 2, kind, leaf: false },
          netCents,
        ),
      )
      for (const line of group.lines)
        accounts.push(account({ ...line, level: 3, kind, leaf: true }, netCents))
    }
  }
  const capital = {
    code: '4001',
    name: '实收基金',
    quantity: shares,
    costCents: shares * 100,
    valueCents: shares * 100,
  }
  accounts.push(account({ ...capital, level: 1, kind: 'equity', leaf: true }, netCents))
  return {
    accounts,
    point,
    totals: {
      totalAssets: assetCents / 100,
      totalLiabilities: liabilityCents / 100,
      netAssets: (assetCents - liabilityCents) / 100,
      paidInCapital: shares,
      unitNav: point.unitNav,
      accumNav: point.accumNav,
    },
  }
}
