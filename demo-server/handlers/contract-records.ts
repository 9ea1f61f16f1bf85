import {
  CONTRACT_STATUS_LABEL,
  FEE_KEYS,
  FEE_RULES,
  INVESTOR_TYPES,
  OPEN_FREQUENCIES,
  OUTSOURCING_PROVIDERS,
  type ContractDetail,
  type ContractRow,
  type ContractStatus,
} from '@contract/api/contract-manage'
import type { TimelineStep } from '@contract/api/timeline'
import type { ContractFill } from '../db/contract-texts'
import type { ContractRecord } from '../db/types'
import { CUSTODIAN_TEAM } from '../db/seed-contract-parts'

/*
 * A contract as 合同查询 shows it: its row, its stage among 起草 → 托管复核 → 签署 → 备案 → 生效,
 * its timeline (with the manager's 确认 between 托管复核 and 签署) and its text's values.
 */

/** The stage each status is at (CONTRACT_STAGES); 已生效 has passed them all. */
const STAGE: Readonly<Record<ContractStatus, number>> = {
  review: 1,
  confirm: 1,
  signing: 2,
  filing: 3,
  effective: 4,
}

export function contractRow(c: ContractRecord): ContractRow {
  return {
    contractId: c.contractId,
    fundName: c.fundName,
    ...(c.fundCode ? { fundCode: c.fundCode } : {}),
    fundType: c.fundType,
    templateName: c.templateName,
    status: c.status,
    stage: STAGE[c.status],
    submittedAt: c.submittedAt,
    updatedAt: c.updatedAt,
    ...(c.effectiveDate ? { effectiveDate: c.effectiveDate } : {}),
  }
}

const SIGNERS = '管理人、托管人、投资者'
const AMAC = '中国证券投资基金业协会'

export function contractSteps(c: ContractRecord): TimelineStep[] {
  const step = (
    title: string,
    at: string | undefined,
    current: boolean,
    actor: string,
    reason?: string,
  ): TimelineStep =>
    at
      ? { title, state: 'done', at, actor, ...(reason ? { reason } : {}) }
      : { title, state: current ? 'current' : 'todo', ...(current && reason ? { reason } : {}) }
  return [
    step('起草', c.submittedAt, false, c.createdBy),
    step('托管复核', c.reviewedAt, c.status === 'review', CUSTODIAN_TEAM, c.reviewOpinion),
    step(
      '管理人确认',
      c.confirmedAt,
      c.status === 'confirm',
      c.confirmedBy ?? '',
      c.status === 'confirm' ? '请确认托管复核后的合同定稿，确认后发起签署' : undefined,
    ),
    step('签署', c.signedAt, c.status === 'signing', SIGNERS),
    step('备案', c.filedAt, c.status === 'filing', AMAC),
    step('生效', c.effectiveDate && `${c.effectiveDate} 00:00:00`, false, AMAC),
  ]
}

export const contractDetail = (c: ContractRecord): ContractDetail => ({
  ...contractRow(c),
  elements: c.elements,
  fees: c.fees,
  parties: c.parties,
  ...(c.reviewOpinion ? { reviewOpinion: c.reviewOpinion } : {}),
  steps: contractSteps(c),
})

const yuan = (n: number) => `${n.toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 元`

/** What the contract's text writes in. */
export function contractFill(c: ContractRecord): ContractFill {
  const e = c.elements
  const open =
    e.openFrequency === 'closed'
      ? OPEN_FREQUENCIES.closed
      : `${OPEN_FREQUENCIES[e.openFrequency]}第 ${e.openDay ?? 1} 日（遇节假日顺延）`
  const fees = Object.fromEntries(
    FEE_KEYS.map((key) => {
      const value = c.fees[key]
      const unit = FEE_RULES[key].unit
      return [key, value === undefined ? '不适用' : `${value}${unit}`]
    }),
  )
  return {
    fundName: c.fundName,
    fundType: c.fundType,
    strategy: e.strategy,
    riskLevel: e.riskLevel,
    duration: `${e.durationMonths} 个月`,
    minSubscription: yuan(e.minSubscription),
    openDays: open,
    lockup: e.lockupMonths ? `${e.lockupMonths} 个月` : '无',
    managerName: c.parties.managerName,
    custodianName: c.parties.custodianName,
    outsourcing: OUTSOURCING_PROVIDERS[c.parties.outsourcing],
    investors: c.parties.investorTypes.map((t) => INVESTOR_TYPES[t]).join('、'),
    fees,
  }
}

export const statusText = (status: ContractStatus) => CONTRACT_STATUS_LABEL[status]
