import type { AccountOpenKind } from '@contract/api/custodian'
import type { CustodianTables } from './custodian-types'
import { seedApplications, seedSigners } from './seed-custodian-accounts'
import { LARGE_INSTRUCTION, seedAgreements, seedInstructions } from './seed-custodian-instructions'
import { isoOf } from './seed-custodian-time'
import type { FundRecord, PendingItemRecord } from './types'
import { fromAuthored } from './authored-dates'

/** 托管查询's records (docs/api.md "托管查询"), fixed for every reset. */
export function seedCustodian(funds: readonly FundRecord[]): CustodianTables {
  return {
    transferInstructions: seedInstructions(funds),
    accountOpenApplications: seedApplications(funds),
    transferSigners: seedSigners(funds),
    tripartiteAgreements: seedAgreements(funds),
    custodianUploads: {},
  }
}

/** The to-do key of each 账户开立 page. */
export const ACCOUNT_OPEN_TODO_KEY: Readonly<Record<AccountOpenKind, string>> = {
  custody: 'fiduciaryAccountNum1',
  raising: 'fiduciaryAccountNum2',
  securities: 'fiduciaryAccountNum3',
}

export const instructionTodoKey = (amount: number) =>
  amount >= LARGE_INSTRUCTION ? 'T00060' : 'T00009'
export const agreementTodoKey = (type: 'broker' | 'futures') =>
  type === 'futures' ? 'T00064' : 'T00014'

const KIND_NAME: Readonly<Record<AccountOpenKind, string>> = {
  custody: '托管户开立',
  raising: '募集户开立',
  securities: '证券期货户开立',
}

export const pendingTitles = {
  instruction: (fundName: string, amount: number) =>
    `${fundName} ${amount >= LARGE_INSTRUCTION ? '大额划款指令待复核' : '划款指令待复核'}`,
  application: (fundName: string, kind: AccountOpenKind) => `${fundName} ${KIND_NAME[kind]}待提交`,
  signer: (name: string) => `划款授权人 ${name} 待确认`,
  agreement: (fundName: string, counterparty: string) =>
    `${fundName} 与${counterparty}三方协议待签署`,
}

/**
 * The pending items the records hold (each with its record's id), so the to-do counts come
 * from these tables and acting on a record closes its item.
 */
export function custodianPendingItems(tables: CustodianTables): PendingItemRecord[] {
  return [
    ...tables.transferInstructions
      .filter((r) => r.status === 'review')
      .map((r) => ({
        id: r.instructionId,
        todoKey: instructionTodoKey(r.amount),
        orgId: r.orgId,
        title: pendingTitles.instruction(r.fundName, r.amount),
        createdAt: isoOf(r.submittedAt),
      })),
    ...tables.accountOpenApplications
      .filter((r) => r.status === 'draft')
      .map((r) => ({
        id: r.applyId,
        todoKey: ACCOUNT_OPEN_TODO_KEY[r.kind],
        orgId: r.orgId,
        title: pendingTitles.application(r.fundName, r.kind),
        createdAt: isoOf(r.createdAt),
      })),
    ...tables.transferSigners
      .filter((r) => r.status === 'pending')
      .map((r) => ({
        id: r.signerId,
        todoKey: 'transferAuthorityNum',
        orgId: r.orgId,
        title: pendingTitles.signer(r.name),
        createdAt: isoOf(fromAuthored('2026-11-16 09:30:00')),
      })),
    ...tables.tripartiteAgreements
      .filter((r) => r.status === 'pending')
      .map((r) => ({
        id: r.agreementId,
        todoKey: agreementTodoKey(r.counterpartyType),
        orgId: r.orgId,
        title: pendingTitles.agreement(r.fundName, r.counterparty),
        createdAt: isoOf(`${r.createdDate} 09:00:00`),
      })),
  ]
}
