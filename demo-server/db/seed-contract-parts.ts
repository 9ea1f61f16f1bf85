import {
  CONTRACT_CUSTODIAN,
  type ContractElements,
  type ContractFees,
  type ContractParties,
  type FundType,
} from '@contract/api/contract-manage'
import { hashText, seededRandom } from './random'
import { CUSTODIAN_ORG_NAMES } from './seed-custodian-time'
import { fromAuthored } from './authored-dates'

/* What 合同管理's seeds share: the seed's "now", each organisation's staff, and contract parts. */

/** The seed's "now" for 合同管理: a week before the seed day, 10:00. */
export const contractSeedNow = () => fromAuthored('2026-11-18 10:00:00')
export const DAY = 24 * 60
export const CUSTODIAN_TEAM = '托管运营部'

/** Who drafts for each organisation, and its contact for the contract. */
export const CONTRACT_STAFF: Readonly<Record<string, { name: string; phone: string }>> = {
  ORG001: { name: '刘晓燕', phone: '13805310101' },
  ORG002: { name: '郭婷', phone: '13805310202' },
  ORG003: { name: '高磊', phone: '13805310303' },
}

const round = (n: number, digits: number) => Number(n.toFixed(digits))

/** Fees of a contract, fixed by a seed text, within FEE_RULES. */
export function seedFees(seed: string): ContractFees {
  const r = seededRandom(hashText(seed))
  const performanceRate = [0, 15, 20, 20][Math.floor(r() * 4)] ?? 20
  return {
    managementRate: round(1 + r() * 1, 2),
    custodyRate: round(0.02 + r() * 0.06, 3),
    outsourcingRate: round(0.01 + r() * 0.04, 3),
    subscriptionRate: round(r() * 1, 2),
    redemptionRate: round(r() * 0.5, 2),
    performanceRate,
    ...(performanceRate ? { hurdleRate: [0, 4, 6, 8][Math.floor(r() * 4)] ?? 6 } : {}),
  }
}

export function seedElements(
  fundName: string,
  fundType: FundType,
  strategy: string,
): ContractElements {
  const h = hashText(fundName)
  const closed = fundType === '私募股权投资基金'
  return {
    fundName,
    fundType,
    strategy,
    riskLevel: closed ? 'R5' : (['R3', 'R4', 'R3', 'R2'] as const)[h % 4]!,
    durationMonths: closed ? 84 : [36, 60, 84, 120][h % 4]!,
    minSubscription: 1_000_000 * (1 + (h % 3)),
    openFrequency: closed ? 'closed' : h % 2 ? 'monthly' : 'quarterly',
    ...(closed ? {} : { openDay: [1, 15, 20][h % 3] }),
    lockupMonths: closed ? 0 : [3, 6, 6, 12][h % 4]!,
  }
}

export const seedParties = (orgId: string): ContractParties => ({
  managerName: CUSTODIAN_ORG_NAMES[orgId] ?? '',
  custodianName: CONTRACT_CUSTODIAN,
  outsourcing: 'firm',
  investorTypes: ['individual', 'institution'],
  managerContact: CONTRACT_STAFF[orgId]?.name ?? '',
  managerPhone: CONTRACT_STAFF[orgId]?.phone ?? '',
})
