import type { InstructionStatus } from '@contract/api/custodian'
import type { AgreementRecord, InstructionRecord } from './custodian-types'
import { fundAccountsOf } from './fund-accounts'
import { digitsOf, hashText } from './random'
import { CUSTODIAN_ORG_NAMES, later } from './seed-custodian-time'
import type { FundRecord } from './types'
import { fromAuthored } from './authored-dates'

/*
 * 划款指令 and 三方协议 of each organisation. Instructions waiting for the manager's 复核 are
 * the first of the list: 泉城私募 has two (T00009) and one of 5,000,000 or more (大额, T00060).
 */

/** An instruction of this much or more is 大额: its review counts under T00060. */
export const LARGE_INSTRUCTION = 5_000_000
const PER_ORG = 36

/** How many wait for review, ordinary and large, and how many of each later status follow. */
const PLAN: Readonly<
  Record<string, { review: [number, number]; custody: number; returned: number }>
> = {
  ORG001: { review: [2, 1], custody: 4, returned: 3 },
  ORG002: { review: [1, 0], custody: 3, returned: 2 },
  ORG003: { review: [1, 0], custody: 2, returned: 2 },
}

const SUBMITTERS: Readonly<Record<string, readonly string[]>> = {
  ORG001: ['刘晓燕', '陈思远'],
  ORG002: ['郭婷', '马骁'],
  ORG003: ['高磊', '宋佳'],
}
const REVIEWERS: Readonly<Record<string, string>> = {
  ORG001: '王经理',
  ORG002: '王经理',
  ORG003: '张管理员',
}

type Payee = [name: string, account: string, bank: string]
interface Purpose {
  purpose: string
  min: number
  max: number
  payee: (fund: FundRecord) => Payee
}

const orgAccount = (orgId: string): Payee => [
  CUSTODIAN_ORG_NAMES[orgId] ?? '管理人',
  `3701${digitsOf(hashText(orgId), 14)}`,
  '中国建设银行济南泉城路支行',
]
const raisingOf = (fund: FundRecord): Payee => {
  const raising = fundAccountsOf(fund).find((a) => a.kind === 'raising')
  return [
    raising?.accountName ?? fund.fundName,
    raising?.accountNo ?? '',
    raising?.institution ?? '',
  ]
}

const PURPOSES: readonly Purpose[] = [
  { purpose: '支付管理费', min: 50_000, max: 800_000, payee: (f) => orgAccount(f.orgId) },
  {
    purpose: '支付托管费',
    min: 5_000,
    max: 80_000,
    payee: () => ['托管人托管费收入户', '531890001000000018', '招商银行济南分行'],
  },
  { purpose: '赎回款划付', min: 100_000, max: 3_000_000, payee: raisingOf },
  {
    purpose: '支付审计费',
    min: 20_000,
    max: 80_000,
    payee: () => [
      '山东明德会计师事务所（特殊普通合伙）',
      '1602000109200123456',
      '中国工商银行济南经七路支行',
    ],
  },
  {
    purpose: '支付律师费',
    min: 10_000,
    max: 60_000,
    payee: () => ['山东泉诚律师事务所', '376010100100456789', '兴业银行济南分行'],
  },
  { purpose: '业绩报酬划付', min: 100_000, max: 2_000_000, payee: (f) => orgAccount(f.orgId) },
  {
    purpose: '投资款划付',
    min: LARGE_INSTRUCTION,
    max: 20_000_000,
    payee: () => [
      '济南千佛山股权投资合伙企业（有限合伙）',
      '8112501013400345678',
      '中信银行济南分行',
    ],
  },
]

const RETURNS: ReadonlyArray<[by: 'custodian' | 'manager', reason: string]> = [
  ['custodian', '收款账户与合同约定的费用收款账户不一致，请核实后重新提交'],
  ['manager', '金额有误，请经办重新录入'],
  ['custodian', '划款用途与附件材料不符，请补充费用计提依据'],
]

const amountOf = (p: Purpose, seed: number) =>
  Math.round((p.min + ((seed % 10_000) / 10_000) * (p.max - p.min)) * 100) / 100

function statusAt(i: number, plan: (typeof PLAN)[string]): InstructionStatus {
  const [ordinary, large] = plan.review
  if (i < ordinary + large) return 'review'
  if (i < ordinary + large + plan.custody) return 'custody'
  if (i < ordinary + large + plan.custody + plan.returned) return 'returned'
  return 'executed'
}

export function seedInstructions(funds: readonly FundRecord[]): InstructionRecord[] {
  return Object.entries(PLAN).flatMap(([orgId, plan]) => {
    const active = funds.filter(
      (f) => f.orgId === orgId && f.establishDate && f.stage !== 'liquidated',
    )
    return Array.from({ length: PER_ORG }, (_, i): InstructionRecord => {
      const fund = active[(i * 7) % active.length]!
      const seed = hashText(`${orgId}-${i}`)
      const status = statusAt(i, plan)
      // The large reviews come after the ordinary ones; no other instruction is large.
      const large = i >= plan.review[0] && i < plan.review[0] + plan.review[1]
      const purpose = large ? PURPOSES[6]! : PURPOSES[seed % 6]!
      const [payeeName, payeeAccount, payeeBank] = purpose.payee(fund)
      // Every third day or so, in office hours.
      const day = later(fromAuthored('2026-11-18 09:00:00'), -i * 4411).slice(0, 10)
      const submittedAt = later(`${day} 09:00:00`, seed % 420)
      const reviewedAt = later(submittedAt, 40)
      const custodyAt = later(reviewedAt, 80)
      const returned = RETURNS[i % RETURNS.length]!
      const record: InstructionRecord = {
        instructionId: `HK${submittedAt.slice(0, 10).replaceAll('-', '')}${orgId.slice(-1)}${String(i + 1).padStart(3, '0')}`,
        orgId,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        payerAccount: fundAccountsOf(fund).find((a) => a.kind === 'custody')?.accountNo ?? '',
        amount: amountOf(purpose, seed),
        payeeName,
        payeeAccount,
        payeeBank,
        purpose: purpose.purpose,
        status,
        submitter: SUBMITTERS[orgId]![i % 2]!,
        submittedAt,
      }
      if (status === 'review') return record
      if (status === 'returned' && returned[0] === 'manager') {
        return {
          ...record,
          returnedBy: 'manager',
          returnedAt: reviewedAt,
          returnReason: returned[1],
          reviewer: REVIEWERS[orgId],
        }
      }
      const reviewed = { ...record, reviewer: REVIEWERS[orgId], reviewedAt }
      if (status === 'custody') return reviewed
      if (status === 'returned') {
        return {
          ...reviewed,
          returnedBy: 'custodian',
          returnedAt: custodyAt,
          returnReason: returned[1],
        }
      }
      return { ...reviewed, custodyAt, executedAt: later(custodyAt, 30) }
    })
  })
}

const BROKERS = ['明湖证券股份有限公司', '华山证券股份有限公司']

/** Agreements waiting for 确认签署, by organisation: [with a broker (T00014), futures (T00064)]. */
const PENDING_AGREEMENTS: Readonly<Record<string, [number, number]>> = {
  ORG001: [0, 1],
  ORG002: [1, 0],
  ORG003: [2, 0],
}

/** A broker agreement (its first securities account) and a futures one for each live fund. */
export function seedAgreements(funds: readonly FundRecord[]): AgreementRecord[] {
  const waiting = { broker: new Map<string, number>(), futures: new Map<string, number>() }
  return funds
    .filter((f) => f.establishDate && f.stage !== 'liquidated')
    .sort((a, b) => b.establishDate.localeCompare(a.establishDate))
    .flatMap((fund) =>
      fundAccountsOf(fund)
        .filter(
          (a, i, all) =>
            a.kind === 'futures' || all.findIndex((b) => b.kind === 'securities') === i,
        )
        .map((account, k): AgreementRecord => {
          const type = account.kind === 'futures' ? 'futures' : 'broker'
          const seed = hashText(account.accountNo)
          const counterparty = type === 'futures' ? account.institution : BROKERS[seed % 2]!
          const done = waiting[type].get(fund.orgId) ?? 0
          const pending = done < (PENDING_AGREEMENTS[fund.orgId]?.[type === 'broker' ? 0 : 1] ?? 0)
          if (pending) waiting[type].set(fund.orgId, done + 1)
          const createdDate = pending ? fromAuthored(`2026-11-1${k + 2}`) : fund.establishDate
          return {
            agreementId: `SF${fund.fundCode}${k + 1}`,
            agreementNo: `SF-${fund.fundCode}-${String(seed % 10_000).padStart(4, '0')}`,
            orgId: fund.orgId,
            fundCode: fund.fundCode,
            fundName: fund.fundName,
            counterparty,
            counterpartyType: type,
            accountNo: account.accountNo,
            status: pending ? 'pending' : 'signed',
            createdDate,
            ...(pending ? {} : { signedDate: fund.establishDate }),
          }
        }),
    )
}
