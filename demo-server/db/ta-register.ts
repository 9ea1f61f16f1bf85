import { digitsOf, hashText } from './random'
import { taInvestorsOf } from './ta-investors'
import type { TaLargeRedeemRecord, TaOpenAccountRecord } from './ta-tables'
import type { TaInvestorRecord } from './ta-types'

/*
 * The register as the 登记过户 pages read it: the organisation's investors (taInvestorsOf)
 * and those whose 开户 the manager approved since, and the figures of a large redemption.
 */

/** The investor an approved 开户 application becomes: opened on the day it was approved. */
export function openedInvestorOf(r: TaOpenAccountRecord, investorId: string): TaInvestorRecord {
  return {
    investorId,
    orgId: r.orgId,
    investorName: r.investorName,
    kind: r.kind,
    certType: r.certType,
    certNo: r.certNo,
    mobile: r.mobile,
    riskLevel: r.riskLevel,
    professional: r.professional,
    openDate: (r.handledAt ?? r.applyTime).slice(0, 10),
    taAccount: `98${digitsOf(hashText(`${investorId}/ta`), 10)}`,
    channel: r.channel,
  }
}

/** Every investor of the organisation: the register's, then the newly opened. */
export const registerOf = (orgId: string, opened: readonly TaInvestorRecord[]) =>
  taInvestorsOf(orgId).concat(opened.filter((inv) => inv.orgId === orgId))

/** A large redemption's sums, and the least share of it a partial confirmation may honour. */
export function largeRedeemFigures(r: TaLargeRedeemRecord) {
  const redeemShares = r.applications.reduce((s, a) => s + a.shares, 0)
  const netRedeemShares = redeemShares - r.purchaseShares
  // 部分确认 still honours a net redemption of at least 10% of the fund's shares.
  const minRatio = Math.min(1, (r.fundShares * 0.1 + r.purchaseShares) / redeemShares)
  return {
    redeemShares,
    netRedeemShares,
    netRatio: netRedeemShares / r.fundShares,
    minRatio: Math.ceil(minRatio * 10_000) / 10_000,
  }
}
