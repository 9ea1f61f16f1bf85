import type { ChangeStatus, ChangeType } from '@contract/api/contract-manage'
import type { TimelineStep } from '@contract/api/timeline'
import type { ChangeRecord, ContractRecord, DraftRecord } from './contract-types'
import { later } from './seed-custodian-time'
import {
  contractSeedNow,
  CONTRACT_STAFF,
  CUSTODIAN_TEAM,
  DAY,
  seedElements,
  seedFees,
  seedParties,
} from './seed-contract-parts'

/*
 * 合同起草's drafts and 合同变更's requests of each organisation (seed-contracts.ts): drafts
 * saved at different steps (one of 泉城's already submitted), and changes of the 已生效
 * contracts in every status.
 */

export function seedDrafts(contracts: readonly ContractRecord[]): DraftRecord[] {
  const draft = (
    n: number,
    orgId: string,
    daysAgo: number,
    step: number,
    templateCode: string,
    templateName: string,
    content: Pick<DraftRecord, 'elements' | 'fees' | 'parties'>,
  ): DraftRecord => {
    const updatedAt = later(contractSeedNow(), -daysAgo * DAY + 6 * 60)
    return {
      draftId: `CG${updatedAt.slice(0, 10).replace(/-/g, '')}${String(n).padStart(3, '0')}`,
      orgId,
      fundName: content.elements?.fundName ?? '',
      templateCode,
      templateName,
      step,
      status: 'draft',
      createdBy: CONTRACT_STAFF[orgId]?.name ?? '',
      createdAt: later(updatedAt, -2 * DAY),
      updatedAt,
      ...content,
    }
  }
  const smart = '泉城智选一号私募证券投资基金'
  const { managerName: _m, custodianName: _c, ...parties } = seedParties('ORG001')
  const submitted = contracts.find((c) => c.orgId === 'ORG001' && c.status === 'review')
  const drafts = [
    draft(1, 'ORG001', 1, 3, 'TPL0001', '基金合同模板', {
      elements: seedElements(smart, '私募证券投资基金', '指数增强'),
      fees: seedFees(smart),
      parties: { outsourcing: parties.outsourcing, investorTypes: ['individual'] },
    }),
    draft(2, 'ORG001', 6, 1, 'TPL0014', '期货和衍生品基金合同模板', {
      elements: {
        fundName: '泉城期货精选一号期货和衍生品基金',
        fundType: '期货和衍生品基金',
        strategy: 'CTA',
      },
    }),
    draft(4, 'ORG002', 3, 2, 'TPL0001', '基金合同模板', {
      elements: seedElements('齐鲁领航一号私募证券投资基金', '私募证券投资基金', '量化对冲'),
    }),
    draft(5, 'ORG003', 2, 0, 'TPL0013', '私募股权投资基金合同模板', {
      elements: { fundType: '私募股权投资基金' },
    }),
  ]
  if (!submitted) return drafts
  const { elements, fees, parties: all } = submitted
  const { managerName: _n, custodianName: _d, ...rest } = all
  return [
    ...drafts,
    {
      ...draft(3, 'ORG001', 0, 4, submitted.templateCode, submitted.templateName, {
        elements,
        fees,
        parties: rest,
      }),
      draftId: `CG${submitted.submittedAt.slice(0, 10).replace(/-/g, '')}003`,
      status: 'submitted',
      createdAt: later(submitted.submittedAt, -2 * DAY),
      updatedAt: submitted.submittedAt,
      contractId: submitted.contractId,
    },
  ]
}

const CONTENT: Readonly<Record<ChangeType, [content: string, reason: string]>> = {
  fee: [
    '管理费率由 1.50%/年 调整为 1.20%/年',
    '为提升产品竞争力，经与投资者沟通一致，下调管理费率。',
  ],
  scope: [
    '投资范围增加“北京证券交易所上市股票”，其余投资范围不变',
    '策略拓展需要，已取得全体投资者书面同意。',
  ],
  openDay: ['开放日由每月 15 日调整为每月第一个交易日', '便于投资者统一安排申购赎回资金。'],
  duration: ['存续期限由 60 个月延长至 84 个月', '部分投资标的尚未退出，需延长存续期。'],
  other: ['信息披露频率由季度调整为月度', '应投资者要求提高信息披露频率。'],
}

/** Each organisation's requests: [change type, status], over its 已生效 contracts in turn. */
const PLAN: Readonly<Record<string, ReadonlyArray<[ChangeType, ChangeStatus]>>> = {
  ORG001: [
    ['fee', 'draft'],
    ['openDay', 'draft'],
    ['scope', 'review'],
    ['fee', 'review'],
    ['openDay', 'returned'],
    ['fee', 'effective'],
    ['duration', 'effective'],
  ],
  ORG002: [
    ['scope', 'draft'],
    ['fee', 'review'],
    ['fee', 'returned'],
    ['openDay', 'effective'],
  ],
  ORG003: [
    ['fee', 'draft'],
    ['scope', 'returned'],
    ['other', 'effective'],
  ],
}

export const RETURN_REASON = '补充协议未附全体投资者同意函，请补充后重新提交。'

export function seedChanges(contracts: readonly ContractRecord[]): ChangeRecord[] {
  let n = 0
  return Object.entries(PLAN).flatMap(([orgId, plan]) => {
    const effective = contracts.filter((c) => c.orgId === orgId && c.status === 'effective')
    const actor = CONTRACT_STAFF[orgId]?.name ?? ''
    return plan.flatMap(([changeType, status], i) => {
      const contract = effective[i % effective.length]
      if (!contract) return []
      n += 1
      const createdAt = later(contractSeedNow(), -(i * 4 + 1) * DAY - (n % 4) * 37)
      const submittedAt = status === 'draft' ? undefined : later(createdAt, 90)
      const doneAt = later(createdAt, 2 * DAY)
      const history: TimelineStep[] = [
        { title: '创建申请', state: 'done', at: createdAt, actor },
        ...(submittedAt
          ? [{ title: '提交申请', state: 'done' as const, at: submittedAt, actor }]
          : []),
        ...(status === 'returned'
          ? [
              {
                title: '托管审核',
                state: 'returned' as const,
                at: doneAt,
                actor: CUSTODIAN_TEAM,
                reason: RETURN_REASON,
              },
            ]
          : []),
        ...(status === 'effective'
          ? [
              { title: '托管审核', state: 'done' as const, at: doneAt, actor: CUSTODIAN_TEAM },
              {
                title: '变更生效',
                state: 'done' as const,
                at: later(doneAt, 60),
                actor: CUSTODIAN_TEAM,
              },
            ]
          : []),
      ]
      const [content, reason] = CONTENT[changeType]
      const record: ChangeRecord = {
        changeId: `BG${createdAt.slice(0, 10).replace(/-/g, '')}${String(n).padStart(3, '0')}`,
        orgId,
        contractId: contract.contractId,
        fundName: contract.fundName,
        changeType,
        content,
        reason,
        documents: [
          {
            fileId: `CF${String(n).padStart(4, '0')}`,
            fileName: '合同变更补充协议.pdf',
            size: 186_304 + n * 811,
          },
        ],
        status,
        createdBy: actor,
        createdAt,
        submittedAt,
        returnReason: status === 'returned' ? RETURN_REASON : undefined,
        effectiveAt: status === 'effective' ? later(doneAt, 60) : undefined,
        history,
      }
      return [record]
    })
  })
}
