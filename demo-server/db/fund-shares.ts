import { hashText, seededRandom } from './random'

/**
 * Units a fund has while it runs: 5 million to 300 million, whole hundreds. The one share count
 * of the demo: 产品查询's scale, 费用计提, 分红, 业绩报酬 and 估值核对 all start from it.
 */
export function runningSharesOf(fundCode: string): number {
  const random = seededRandom(hashText(`${fundCode}/shares`))
  return Math.round((5_000_000 + random() * 295_000_000) / 100) * 100
}
