import {
  ACCOUNT_OPEN_INSTITUTIONS,
  type AccountOpenKind,
  type AccountOpenStatus,
} from '@contract/api/custodian'
import type { AccountOpenRecord, SignerRecord } from './custodian-types'
import { fundAccountsOf, type FundAccountKind } from './fund-accounts'
import { hashText } from './random'
import { idCard, later } from './seed-custodian-time'
import type { FundRecord } from './types'
import { fromAuthored } from './authored-dates'

/*
 * 账户开立 applications (one list per kind) and 划款授权's signers. A 待提交 application was
 * prepared by the custodian and waits for the manager to add the documents and submit it
 * (fiduciaryAccountNum1–3); a 待确认 signer waits for the manager's 确认 (transferAuthorityNum).
 */

export const ACCOUNT_OPEN_KINDS: readonly AccountOpenKind[] = ['custody', 'raising', 'securities']

/** 待提交 applications by organisation and kind (泉城私募's custody one replaces a seed row). */
const DRAFTS: Readonly<Record<string, Partial<Record<AccountOpenKind, number>>>> = {
  ORG001: { custody: 1, raising: 1, securities: 1 },
  ORG002: { raising: 1 },
  ORG003: { securities: 1 },
}

const CONTACTS: Readonly<Record<string, [string, string]>> = {
  ORG001: ['刘晓燕', '13905310001'],
  ORG002: ['郭婷', '13905310002'],
  ORG003: ['高磊', '13905310003'],
}

export const ACCOUNT_OPEN_DOCUMENTS: Readonly<Record<AccountOpenKind, readonly string[]>> = {
  custody: [
    '托管户开户申请书.pdf',
    '营业执照副本.pdf',
    '法定代表人身份证明书.pdf',
    '预留印鉴卡.pdf',
  ],
  raising: ['募集账户开户申请书.pdf', '营业执照副本.pdf', '募集结算资金专用账户监督协议.pdf'],
  securities: ['证券期货账户开户申请表.pdf', '产品备案证明.pdf', '经办人授权委托书.pdf'],
}

const RETURN_REASONS: Readonly<Record<AccountOpenKind, string>> = {
  custody: '预留印鉴卡印章模糊，请重新加盖后上传',
  raising: '募集结算资金专用账户监督协议缺少管理人盖章页',
  securities: '产品备案证明与申请产品不一致，请核对后重新提交',
}

const ACCOUNT_KIND: Readonly<Record<string, FundAccountKind>> = {
  上海证券交易所: 'securities',
  深圳证券交易所: 'securities',
}

function documentsOf(applyId: string, kind: AccountOpenKind, count: number) {
  return ACCOUNT_OPEN_DOCUMENTS[kind].slice(0, count).map((fileName, k) => ({
    fileId: `${applyId}-D${k + 1}`,
    fileName,
    size: 100_000 + (hashText(`${applyId}${k}`) % 800_000),
  }))
}

/** The account a fund holds for an opened application, as 账户查询 shows it. */
function accountNoOf(fund: FundRecord, kind: AccountOpenKind, institution: string) {
  const wanted = kind === 'securities' ? (ACCOUNT_KIND[institution] ?? 'futures') : kind
  const accounts = fundAccountsOf(fund).filter((a) => a.kind === wanted)
  return (accounts.find((a) => a.institution === institution) ?? accounts[0])?.accountNo
}

function application(
  fund: FundRecord,
  kind: AccountOpenKind,
  n: number,
  status: AccountOpenStatus,
  createdAt: string,
): AccountOpenRecord {
  const applyId = `KH${kind.slice(0, 2).toUpperCase()}${fund.fundCode}${n}`
  const [contactName, contactMobile] = CONTACTS[fund.orgId] ?? ['经办人', '13905310000']
  const institutions = ACCOUNT_OPEN_INSTITUTIONS[kind]
  const raisingBank = fundAccountsOf(fund).find((a) => a.kind === 'raising')?.institution
  const institution =
    kind === 'securities'
      ? institutions[n % institutions.length]!
      : (raisingBank ?? institutions[0]!)
  const draft = status === 'draft'
  const record: AccountOpenRecord = {
    applyId,
    orgId: fund.orgId,
    kind,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    institution,
    contactName,
    contactMobile,
    documents: documentsOf(applyId, kind, draft ? 1 : ACCOUNT_OPEN_DOCUMENTS[kind].length),
    remark: draft ? '托管人已预填开户申请书，请补充其余材料后提交' : '',
    status,
    createdAt,
    createdBy: draft ? '托管运营部' : contactName,
  }
  if (draft) return record
  const submittedAt = later(createdAt, 20)
  const auditAt = later(submittedAt, 1440)
  if (status === 'auditing') return { ...record, submittedAt }
  if (status === 'returned') {
    return { ...record, submittedAt, returnedAt: auditAt, returnReason: RETURN_REASONS[kind] }
  }
  const openedAt = later(auditAt, 2880)
  const accountNo =
    accountNoOf(fund, kind, institution) ?? `9${String(hashText(applyId)).padStart(10, '0')}`
  return { ...record, submittedAt, auditAt, openedAt, accountNo }
}

/** Recent applications for the funds still raising, then opened ones for established funds. */
export function seedApplications(funds: readonly FundRecord[]): AccountOpenRecord[] {
  return Object.keys(DRAFTS).flatMap((orgId) =>
    ACCOUNT_OPEN_KINDS.flatMap((kind, k) => {
      const mine = funds.filter((f) => f.orgId === orgId)
      const drafts = DRAFTS[orgId]?.[kind] ?? 0
      const recent = mine
        .filter((f) => f.stage === 'raising')
        .map((fund, j) => {
          const status: AccountOpenStatus =
            j < drafts ? 'draft' : j === drafts + 1 ? 'returned' : 'auditing'
          return application(
            fund,
            kind,
            j,
            status,
            later(fromAuthored('2026-11-17 15:30:00'), -j * 1500 - k * 95),
          )
        })
      const opened = mine
        .filter((f) => f.establishDate && f.stage !== 'liquidated')
        .slice(0, 6)
        .map((fund, j) =>
          application(fund, kind, j, 'opened', later(`${fund.establishDate} 10:00:00`, -25 * 1440)),
        )
      return [...recent, ...opened]
    }),
  )
}

const SIGNERS: Readonly<Record<string, readonly string[]>> = {
  ORG001: ['刘晓燕', '陈思远', '赵文博', '孙丽华', '周明轩', '吴雅琴'],
  ORG002: ['郭婷', '马骁', '韩冰', '曹宇', '彭静', '许诺'],
  ORG003: ['高磊', '宋佳', '邓超然', '冯晓雨', '蒋涛', '沈玥'],
}

/** The fifth signer of these organisations waits for 确认. */
const PENDING_SIGNERS = new Set(['ORG001', 'ORG003'])

type Plan = [status: SignerRecord['status'], validFrom: string, validTo: string]
const PLANS: readonly Plan[] = [
  ['active', '2026-01-01', '2027-12-31'],
  ['active', '2025-07-01', '2027-06-30'],
  ['disabled', '2025-01-01', '2027-06-30'],
  ['active', '2024-07-01', '2026-06-30'], // 已过期
  ['pending', '2026-12-01', '2028-11-30'],
  ['active', '2026-03-01', '2028-02-29'],
]

export function seedSigners(funds: readonly FundRecord[]): SignerRecord[] {
  return Object.entries(SIGNERS).flatMap(([orgId, names], o) => {
    const live = funds.filter((f) => f.orgId === orgId && f.stage === 'operating')
    return names.map((name, i): SignerRecord => {
      const [planned, from, to] = PLANS[i]!
      const [validFrom, validTo] = [fromAuthored(from), fromAuthored(to)]
      const status = planned === 'pending' && !PENDING_SIGNERS.has(orgId) ? 'active' : planned
      const single = (1 + ((i * 3 + o) % 9)) * 1_000_000
      const birth = `19${80 + ((i * 7 + o) % 15)}0${1 + (i % 9)}1${i}`
      return {
        signerId: `SQ${orgId.slice(-1)}${String(i + 1).padStart(3, '0')}`,
        orgId,
        name,
        idType: '0',
        idNo: idCard(`370102${birth}${String(100 + i * 37 + o).slice(-3)}`),
        mobile: `1390531${String(1000 + o * 100 + i).padStart(4, '0')}`,
        fundCodes: live.filter((_, j) => (j + i) % 3 === 0).map((f) => f.fundCode),
        singleLimit: single,
        dailyLimit: single * 3,
        validFrom,
        validTo,
        status,
        registeredBy: status === 'pending' ? '托管运营部' : (SIGNERS[orgId]?.[0] ?? name),
      }
    })
  })
}
