import {
  SEAL_TYPES,
  type SealStatus,
  type SealType,
  type SignDocType,
  type SignSource,
} from '@contract/api/e-signature'
import type { ESignTables, SealRecord, SignDocRecord } from './e-sign-types'
import { pageCountOf } from './e-sign-text'
import { digitsOf, hashText } from './random'
import { CUSTODIAN_ORG_NAMES, isoOf, later } from './seed-custodian-time'
import type { FundRecord, PendingItemRecord } from './types'
import { fromAuthored } from './authored-dates'

/*
 * 电子签约's demo records, fixed for every reset: each organisation's seals (one 待审核 where
 * T00035 counts it), documents awaiting its seal (T00034 from the custodian, T00058 prepared
 * by its own staff) and those it signed before.
 */

interface Signer {
  userId: string
  name: string
  mobile: string
}
const WANG = { userId: 'U1001', name: '王经理', mobile: '138****0001' }
const ZHAO = { userId: 'U1004', name: '赵晓晨', mobile: '138****0004' }
const ZHANG = { userId: 'U1002', name: '张管理员', mobile: '138****0002' }

type SealPlan = [SealType, SealStatus, userIds: string[], suffix?: string]
interface OrgPlan {
  legal: string
  colleague: string
  custodian: number
  own: number
  signed: number
  signers: Signer[]
  seals: SealPlan[]
}

const PLANS: Readonly<Record<string, OrgPlan>> = {
  ORG001: {
    legal: '刘振华',
    colleague: '李运营',
    custodian: 5,
    own: 2,
    signed: 14,
    signers: [WANG, ZHAO],
    seals: [
      ['official', 'enabled', ['U1001', 'U1004']],
      ['contract', 'enabled', ['U1001']],
      ['finance', 'enabled', ['U1004']],
      ['legal', 'disabled', ['U1001']],
      ['contract', 'pending', [], '（2号）'],
    ],
  },
  ORG002: {
    legal: '孙立平',
    colleague: '赵晓晨',
    custodian: 2,
    own: 1,
    signed: 6,
    signers: [WANG],
    seals: [
      ['official', 'enabled', ['U1001', 'U1004']],
      ['contract', 'enabled', ['U1001']],
      ['finance', 'enabled', ['U1004']],
      ['legal', 'enabled', ['U1004']],
    ],
  },
  ORG003: {
    legal: '周海涛',
    colleague: '陈晓东',
    custodian: 3,
    own: 1,
    signed: 8,
    signers: [ZHANG],
    seals: [
      ['official', 'enabled', ['U1002']],
      ['contract', 'enabled', ['U1002']],
      ['finance', 'disabled', ['U1002']],
      ['legal', 'pending', []],
    ],
  },
}

const ORDINALS = ['一', '二', '三']
const RAISING_TYPES: SignDocType[] = ['contract', 'risk']
const LIVE_TYPES: SignDocType[] = ['supplement', 'custody', 'authorization', 'supplement']
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function docNameOf(type: SignDocType, n: number) {
  const names = { contract: '基金合同', custody: '托管协议', risk: '风险揭示书' } as const
  if (type === 'supplement') return `补充协议（${ORDINALS[n % 3]}）`
  if (type === 'authorization') return '业务授权委托书'
  return names[type]
}

function sealsOf(orgId: string, plan: OrgPlan): SealRecord[] {
  const orgName = CUSTODIAN_ORG_NAMES[orgId] ?? orgId
  return plan.seals.map(([sealType, status, userIds, suffix = ''], i) => {
    const sealId = `SEAL${orgId.slice(-1)}${pad(i + 1)}`
    const legal = sealType === 'legal'
    const registered = fromAuthored(
      status === 'pending' ? '2026-11-18' : `2025-${pad(3 + i)}-1${i}`,
    )
    return {
      sealId,
      orgId,
      sealNo: digitsOf(hashText(sealId), 13),
      sealType,
      sealName: legal
        ? `法定代表人章（${plan.legal}）`
        : `${orgName}${SEAL_TYPES[sealType]}${suffix}`,
      text: legal ? `${plan.legal}印` : orgName,
      label: sealType === 'contract' || sealType === 'finance' ? SEAL_TYPES[sealType] : '',
      status,
      userIds,
      registeredDate: registered,
      certValidTo: `${Number(registered.slice(0, 4)) + 2}${registered.slice(4)}`,
    }
  })
}

function docOf(
  orgId: string,
  fund: FundRecord,
  n: number,
  source: SignSource,
  initiator: string,
  initiatedAt: string,
): SignDocRecord {
  const types = fund.stage === 'raising' ? RAISING_TYPES : LIVE_TYPES
  const docType = types[n % types.length] as SignDocType
  return {
    docId: `ESD${orgId.slice(-1)}${pad(n + 1, 3)}`,
    docNo: `QY${initiatedAt.slice(0, 10).replaceAll('-', '')}${orgId.slice(-1)}${pad(n + 1)}`,
    orgId,
    docType,
    docName: docNameOf(docType, n),
    fundCode: fund.fundCode,
    source,
    initiator,
    initiatedAt,
    deadline: later(initiatedAt, 15 * 24 * 60).slice(0, 10),
    pages: pageCountOf(docType),
    status: 'pending',
  }
}

function docsOf(orgId: string, plan: OrgPlan, funds: FundRecord[], seals: SealRecord[]) {
  const docs: SignDocRecord[] = []
  const fundAt = (n: number) => funds[(n * 7) % funds.length] as FundRecord
  // Signed from June to early November, spread evenly.
  const step = Math.floor(165 / plan.signed)
  for (let k = 0; k < plan.signed; k += 1) {
    const n = docs.length
    const initiated = later(fromAuthored('2026-06-02 09:30:00'), k * step * 24 * 60 + (k % 5) * 97)
    const doc = docOf(orgId, fundAt(n), n, 'custodian', '托管运营部', initiated)
    const signer = plan.signers[k % plan.signers.length] as Signer
    const usable = seals.filter((s) => s.status === 'enabled' && s.userIds.includes(signer.userId))
    const seal = usable[Math.floor(k / plan.signers.length) % usable.length]
    const codeSentAt = later(initiated, 26 * 60 + (k % 7) * 41)
    doc.status = 'signed'
    doc.signed = {
      signerId: signer.userId,
      signer: signer.name,
      signerMobile: signer.mobile,
      sealId: seal?.sealId ?? '',
      page: doc.pages,
      // Over the organisation's line among the parties (at 70 % of the last page).
      x: 56 + (k % 4) * 2,
      y: 70 + (k % 3) * 1.5,
      codeSentAt,
      signedAt: later(codeSentAt, 1),
    }
    docs.push(doc)
  }
  const waiting = plan.custodian + plan.own
  for (let k = 0; k < waiting; k += 1) {
    const n = docs.length
    const own = k >= plan.custodian
    const initiated = later(fromAuthored('2026-11-10 09:15:00'), k * 24 * 60 + k * 53)
    const initiator = own ? plan.colleague : '托管运营部'
    docs.push(docOf(orgId, fundAt(n), n, own ? 'org' : 'custodian', initiator, initiated))
  }
  return docs
}

export function seedESign(funds: readonly FundRecord[]): ESignTables {
  const tables: ESignTables = { signDocs: [], seals: [], signCodes: {} }
  for (const [orgId, plan] of Object.entries(PLANS)) {
    // A liquidated fund signs nothing more.
    const mine = funds
      .filter((f) => f.orgId === orgId && f.stage !== 'liquidated')
      .sort((a, b) => a.fundCode.localeCompare(b.fundCode))
    const seals = sealsOf(orgId, plan)
    tables.seals.push(...seals)
    tables.signDocs.push(...docsOf(orgId, plan, mine, seals))
  }
  return tables
}

/** The to-do key a document awaiting the seal counts towards. */
export const signDocTodoKey = (source: SignSource) => (source === 'org' ? 'T00058' : 'T00034')

export const eSignPendingTitles = {
  doc: (title: string, source: SignSource) =>
    `${title}${source === 'org' ? '待确认签署' : '待签署'}`,
  seal: (sealName: string) => `${sealName}待审核启用`,
}

/** The pending items the records hold, each with its record's id. */
export function eSignPendingItems(tables: ESignTables, funds: readonly FundRecord[]) {
  const fundName = (code: string) => funds.find((f) => f.fundCode === code)?.fundName ?? code
  const items: PendingItemRecord[] = [
    ...tables.signDocs
      .filter((d) => d.status === 'pending')
      .map((d) => ({
        id: d.docId,
        todoKey: signDocTodoKey(d.source),
        orgId: d.orgId,
        title: eSignPendingTitles.doc(`${fundName(d.fundCode)}${d.docName}`, d.source),
        createdAt: isoOf(d.initiatedAt),
      })),
    ...tables.seals
      .filter((s) => s.status === 'pending')
      .map((s) => ({
        id: s.sealId,
        todoKey: 'T00035',
        orgId: s.orgId,
        title: eSignPendingTitles.seal(s.sealName),
        createdAt: isoOf(`${s.registeredDate} 10:00:00`),
      })),
  ]
  return items
}
