import { sharesOf } from './fund-figures'
import { hashText, seededRandom } from './random'
import { taInvestorsOf } from './ta-investors'
import type { FundRecord } from './fund-types'
import type { HoldingRecord, TaInvestorRecord } from './ta-types'

/** 合格投资者: at least 1,000,000 units each (a private fund's 100万 minimum at NAV 1). */
export const MIN_HOLDING = 1_000_000
const MAX_HOLDERS = 40

const cache = new Map<string, HoldingRecord[]>()

const riskRank = (level: string) => Number(level.slice(1))

/** Whether an investor of risk level Cn may hold a fund of risk Rm (m ≤ n, or a 专业投资者). */
export const suits = (investor: TaInvestorRecord, fund: FundRecord) =>
  investor.professional || riskRank(investor.riskLevel) >= riskRank(fund.riskLevel)

/**
 * Who holds a fund today: its share count (fund-figures' sharesOf, so 产品查询's scale agrees)
 * split among some of the organisation's investors, each at least MIN_HOLDING, adding up
 * exactly. About one holder in twelve does not suit the fund's risk level, so 投资者适当性 has
 * mismatches to show. A raising or liquidated fund has no holders.
 */
export function holdingsOf(fund: FundRecord): HoldingRecord[] {
  const known = cache.get(fund.fundCode)
  if (known) return known
  const total = sharesOf(fund) ?? 0
  const random = seededRandom(hashText(`${fund.fundCode}/holders`))
  const count = Math.min(MAX_HOLDERS, Math.floor(total / (MIN_HOLDING * 2)))
  const pool = taInvestorsOf(fund.orgId)
  const chosen: TaInvestorRecord[] = []
  for (let tries = 0; chosen.length < count && tries < count * 20; tries += 1) {
    const candidate = pool[Math.floor(random() * pool.length)] as TaInvestorRecord
    if (chosen.includes(candidate)) continue
    if (!suits(candidate, fund) && random() > 0.08) continue
    chosen.push(candidate)
  }
  const weights = chosen.map(() => 0.2 + random())
  const weightSum = weights.reduce((a, b) => a + b, 0)
  const spare = total - chosen.length * MIN_HOLDING
  let given = 0
  const list = chosen.map((investor, i): HoldingRecord => {
    const last = i === chosen.length - 1
    const shares = last
      ? total - given
      : MIN_HOLDING + Math.floor((spare * (weights[i] ?? 0)) / weightSum)
    given += shares
    return {
      investorId: investor.investorId,
      fundCode: fund.fundCode,
      orgId: fund.orgId,
      shares,
      firstDate: fund.establishDate,
      channel: investor.channel,
    }
  })
  cache.set(fund.fundCode, list)
  return list
}
