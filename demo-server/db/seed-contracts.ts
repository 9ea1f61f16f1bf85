import {
  CHANGE_TYPES,
  type ChangeType,
  type ContractStatus,
  type FundType,
} from '@contract/api/contract-manage'
import type { ContractRecord, ContractTables } from './contract-types'
import { seedChanges, seedDrafts } from './seed-contract-drafts'
import {
  contractSeedNow,
  CONTRACT_STAFF,
  DAY,
  seedElements,
  seedFees,
  seedParties,
} from './seed-contract-parts'
import { CUSTODIAN_ORG_NAMES, isoOf, later } from './seed-custodian-time'
import { TEMPLATES } from './seed-templates'
import type { FundRecord, PendingItemRecord } from './types'

/*
 * 合同管理's records, fixed for every reset: each organisation's contracts (those of its first
 * operating funds 已生效, new funds' ones on their way), drafts and change requests. The ones
 * waiting on the manager hold pending items: drafts T00042, 待提交 changes T00043, contracts
 * 待管理人确认 T00049.
 */

/** Contracts of new funds still on their way, by organisation: [name, type, strategy, status]. */
const UNDERWAY: Readonly<
  Record<string, ReadonlyArray<[string, FundType, string, ContractStatus]>>
> = {
  ORG001: [
    ['泉城致远一号私募证券投资基金', '私募证券投资基金', '股票多头', 'confirm'],
    ['泉城鑫享量化一号私募证券投资基金', '私募证券投资基金', '量化对冲', 'confirm'],
    ['泉城稳盈固收一号私募证券投资基金', '私募证券投资基金', '固收+', 'review'],
    ['泉城商品趋势一号期货和衍生品基金', '期货和衍生品基金', 'CTA', 'signing'],
    ['泉城配置优选一号私募资产配置基金', '私募资产配置基金', 'FOF', 'filing'],
  ],
  ORG002: [
    ['齐鲁远航一号私募证券投资基金', '私募证券投资基金', '指数增强', 'confirm'],
    ['齐鲁创投一号私募股权投资基金', '私募股权投资基金', '股权投资', 'review'],
    ['齐鲁稳健增利一号私募证券投资基金', '私募证券投资基金', '债券策略', 'signing'],
  ],
  ORG003: [
    ['泰山岱宗一号私募证券投资基金', '私募证券投资基金', '宏观策略', 'confirm'],
    ['泰山中性一号私募证券投资基金', '私募证券投资基金', '市场中性', 'filing'],
    ['泰山成长一号私募证券投资基金', '私募证券投资基金', '股票多头', 'review'],
  ],
}
const EFFECTIVE_PER_ORG = 6

const templateFor = (fundType: FundType) =>
  TEMPLATES.find((t) => t.fundType === fundType) ?? TEMPLATES[0]!

/** HT + the submission's date + a number of three digits. */
export const contractNo = (stamp: string, n: number) =>
  `HT${stamp.slice(0, 10).replace(/-/g, '')}${String(n).padStart(3, '0')}`

/** A contract submitted at `at`, moved on to `status` at the times after it. */
export function contractAt(
  base: Omit<ContractRecord, 'status' | 'updatedAt' | 'contractId'>,
  status: ContractStatus,
): ContractRecord {
  const at = base.submittedAt
  const reached = ['review', 'confirm', 'signing', 'filing', 'effective'].indexOf(status)
  const step = (k: number, minutes: number) => (reached >= k ? later(at, minutes) : undefined)
  const record: ContractRecord = {
    ...base,
    contractId: '',
    status,
    reviewedAt: step(1, 2 * DAY),
    reviewOpinion:
      reached >= 1
        ? '合同条款符合托管要求，已按托管协议调整估值与划款条款，请确认定稿。'
        : undefined,
    confirmedAt: step(2, 3 * DAY),
    confirmedBy: reached >= 2 ? CONTRACT_STAFF[base.orgId]?.name : undefined,
    signedAt: step(3, 8 * DAY),
    filedAt: step(4, 20 * DAY),
    effectiveDate: step(4, 20 * DAY)?.slice(0, 10),
    updatedAt: at,
  }
  record.updatedAt =
    [record.filedAt, record.signedAt, record.confirmedAt, record.reviewedAt].find(Boolean) ?? at
  return record
}

function seedOrgContracts(orgId: string, funds: readonly FundRecord[]): ContractRecord[] {
  const staff = CONTRACT_STAFF[orgId]?.name ?? ''
  const operating = funds
    .filter((f) => f.orgId === orgId && f.stage === 'operating')
    .slice(0, EFFECTIVE_PER_ORG)
  const effective = operating.map((fund) => {
    const fundType = fund.fundType as FundType
    const template = templateFor(fundType)
    const submittedAt = later(`${fund.establishDate} 09:30:00`, -40 * DAY)
    return contractAt(
      {
        orgId,
        fundName: fund.fundName,
        fundCode: fund.fundCode,
        fundType,
        templateCode: template.fileCode,
        templateName: template.name,
        elements: {
          ...seedElements(fund.fundName, fundType, fund.strategy),
          riskLevel: fund.riskLevel,
          durationMonths: fund.durationMonths,
        },
        fees: seedFees(fund.fundCode),
        parties: seedParties(orgId),
        createdBy: staff,
        submittedAt,
      },
      'effective',
    )
  })
  const underway = (UNDERWAY[orgId] ?? []).map(([fundName, fundType, strategy, status], i) => {
    const template = templateFor(fundType)
    return contractAt(
      {
        orgId,
        fundName,
        fundType,
        templateCode: template.fileCode,
        templateName: template.name,
        elements: seedElements(fundName, fundType, strategy),
        fees: seedFees(fundName),
        parties: seedParties(orgId),
        createdBy: staff,
        submittedAt: later(contractSeedNow(), -(i * 5 + (status === 'review' ? 1 : 12)) * DAY),
      },
      status,
    )
  })
  return [...underway, ...effective]
}

export function seedContracts(funds: readonly FundRecord[]): ContractTables {
  const contracts = Object.keys(CUSTODIAN_ORG_NAMES)
    .flatMap((orgId) => seedOrgContracts(orgId, funds))
    .map((c, i) => ({ ...c, contractId: contractNo(c.submittedAt, i + 1) }))
  return {
    contracts,
    contractDrafts: seedDrafts(contracts),
    contractChanges: seedChanges(contracts),
    contractUploads: {},
  }
}

export const contractPendingTitles = {
  draft: (fundName: string) => `${fundName || '未命名产品'} 合同草稿待完善`,
  change: (fundName: string, type: ChangeType) => `${fundName} ${CHANGE_TYPES[type]}待提交`,
  confirm: (fundName: string) => `${fundName} 合同待确认`,
}

/** The pending items the records hold, each with its record's id. */
export function contractPendingItems(tables: ContractTables): PendingItemRecord[] {
  return [
    ...tables.contractDrafts
      .filter((d) => d.status === 'draft')
      .map((d) => ({
        id: d.draftId,
        todoKey: 'T00042',
        orgId: d.orgId,
        title: contractPendingTitles.draft(d.fundName),
        createdAt: isoOf(d.updatedAt),
      })),
    ...tables.contractChanges
      .filter((c) => c.status === 'draft')
      .map((c) => ({
        id: c.changeId,
        todoKey: 'T00043',
        orgId: c.orgId,
        title: contractPendingTitles.change(c.fundName, c.changeType),
        createdAt: isoOf(c.createdAt),
      })),
    ...tables.contracts
      .filter((c) => c.status === 'confirm')
      .map((c) => ({
        id: c.contractId,
        todoKey: 'T00049',
        orgId: c.orgId,
        title: contractPendingTitles.confirm(c.fundName),
        createdAt: isoOf(c.reviewedAt ?? c.submittedAt),
      })),
  ]
}
