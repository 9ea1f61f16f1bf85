import type { ApplicationDocKind, ApplicationDocument } from '@contract/api/application'
import type { FundCreateStatus } from '@contract/api/fund-create'
import { at, beijingToday, CUSTODIAN, FILER, pick } from './application-dates'
import { addDays } from './trading-days'
import type { FundCreateRecord, FundRecord, PendingItemRecord } from './types'

/*
 * 产品成立 applications: every established fund filed one (已成立); each organisation's
 * raising funds have theirs in progress, one of them none yet (for 新建申请). 泉城 also has
 * 118 products in preparation awaiting material (its 产品成立 to-do shows 99+).
 */

const RETURN_REASONS = [
  '投资者名册未列明各投资者的认缴金额，请补充后重新提交',
  '验资报告出具日期早于募集结束日，请提供募集结束后出具的验资报告',
  '基金合同缺少全体投资者签署页，请补充完整后重新提交',
]

/** Per organisation, the raising funds' applications in turn; past the list, none. */
const RAISING_PLAN: Readonly<Record<string, readonly FundCreateStatus[]>> = {
  ORG001: ['supplement', 'returned', 'reviewing'],
  ORG002: ['supplement', 'returned'],
  ORG003: ['reviewing', 'reviewing', 'withdrawn'],
}

const EXTRA_PENDING = { ORG001: 118 } as Readonly<Record<string, number>>
const EXTRA_STYLES = ['稳健', '成长精选', '价值发现', '量化对冲', '多策略', '红利优选']
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九']
/** 1–99 in Chinese: 6 → 六, 16 → 十六, 23 → 二十三. */
const chinese = (n: number) =>
  n < 10 ? DIGITS[n]! : `${n >= 20 ? DIGITS[Math.floor(n / 10)] : ''}十${DIGITS[n % 10]}`

export const docName = (fundName: string, kind: ApplicationDocKind) =>
  ({
    contract: `${fundName}基金合同.pdf`,
    capital: `${fundName}验资报告.pdf`,
    investors: `${fundName}投资者名册.xlsx`,
    liquidationReport: `${fundName}清算报告.pdf`,
  })[kind]

/** A seeded document: its id names the application, so downloads find it. */
export const seededDoc = (id: string, fundName: string, kind: ApplicationDocKind) =>
  ({
    kind,
    fileId: `${id}-${kind}`,
    fileName: docName(fundName, kind),
    size: pick(id, kind, 180, 2400) * 1024,
  }) satisfies ApplicationDocument

const DOCS_OF: Record<FundCreateStatus, ApplicationDocKind[][]> = {
  supplement: [[], ['contract'], ['contract', 'capital']],
  returned: [['contract', 'capital', 'investors']],
  reviewing: [['contract', 'capital', 'investors']],
  established: [],
  withdrawn: [['contract']],
}

interface Draft {
  id: string
  orgId: string
  fundCode: string
  fundName: string
  status: FundCreateStatus
  applyDate: string
  docIndex: number
}

function recordOf(draft: Draft): FundCreateRecord {
  const { id, orgId, fundCode, fundName, status, applyDate } = draft
  const filer = FILER[orgId] ?? '经办人'
  const kinds = DOCS_OF[status][draft.docIndex % DOCS_OF[status].length] ?? []
  const submit = { step: 'submit' as const, at: at(applyDate, '10:12'), actor: filer }
  const reviewDay = addDays(applyDate, 2)
  const events: FundCreateRecord['events'] = {
    supplement: [],
    reviewing: [submit],
    returned: [
      submit,
      {
        step: 'return' as const,
        at: at(reviewDay, '15:40'),
        actor: CUSTODIAN,
        reason: RETURN_REASONS[pick(id, 'reason', 0, RETURN_REASONS.length - 1)],
      },
    ],
    established: [],
    withdrawn: [submit, { step: 'withdraw' as const, at: at(reviewDay, '09:05'), actor: filer }],
  }[status]
  return {
    id,
    orgId,
    fundCode,
    fundName,
    status,
    applyDate,
    raisedAmount: pick(fundCode, 'raised', 1_000, 9_999) * 10_000,
    investorCount: pick(fundCode, 'investors', 12, 180),
    docs: kinds.map((kind) => seededDoc(id, fundName, kind)),
    events,
  }
}

function established(fund: FundRecord): FundCreateRecord {
  const applyDate = addDays(fund.establishDate, -pick(fund.fundCode, 'apply', 5, 12))
  return {
    id: `FC${fund.fundCode[2]}9${fund.fundCode.slice(3)}`,
    orgId: fund.orgId,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    status: 'established',
    applyDate,
    raisedAmount: pick(fund.fundCode, 'raised', 1_000, 9_999) * 10_000,
    investorCount: pick(fund.fundCode, 'investors', 12, 180),
    events: [
      { step: 'submit', at: at(applyDate, '10:12'), actor: FILER[fund.orgId] ?? '经办人' },
      { step: 'approve', at: at(fund.establishDate, '16:20'), actor: CUSTODIAN },
    ],
  }
}

/** 泉城's products in preparation: applied for in the half year up to four weeks before the seed. */
const EXTRAS_DAYS_BEFORE_SEED = 26

function extra(
  orgId: string,
  letter: string,
  brand: string,
  i: number,
  seedDay: string,
): FundCreateRecord {
  const style = EXTRA_STYLES[i % EXTRA_STYLES.length]!
  const ordinal = chinese(6 + Math.floor(i / EXTRA_STYLES.length))
  return recordOf({
    id: `FC${letter}${String(101 + i).padStart(4, '0')}`,
    orgId,
    fundCode: `SX${letter}${101 + i}`,
    fundName: `${brand}${style}${ordinal}号私募证券投资基金`,
    status: i % 7 === 3 ? 'returned' : 'supplement',
    applyDate: addDays(seedDay, -EXTRAS_DAYS_BEFORE_SEED - Math.floor(i * 1.7)),
    docIndex: i,
  })
}

/**
 * The applications generated from the funds, never stored (like the done history): every
 * established fund's (已成立) and 泉城's products in preparation. A stored record with the
 * same id (one the manager has acted on) takes its place.
 */
export function generatedCreates(
  orgId: string,
  funds: readonly FundRecord[],
  seedDay: string,
): FundCreateRecord[] {
  const mine = funds.filter((f) => f.orgId === orgId)
  const letter = mine[0]?.fundCode[2] ?? 'X'
  const brand = mine[0]?.fundName.slice(0, 2) ?? ''
  const extras = Array.from({ length: EXTRA_PENDING[orgId] ?? 0 }, (_, i) =>
    extra(orgId, letter, brand, i, seedDay),
  )
  return extras.concat(mine.filter((f) => f.establishDate).map(established))
}

/** Whether the application waits on the manager (and so holds a pending item). */
export const awaitsManager = (status: FundCreateStatus) =>
  status === 'supplement' || status === 'returned'

export const fundCreatePendingTitle = (r: Pick<FundCreateRecord, 'fundName' | 'status'>) =>
  `${r.fundName} 产品成立申请${r.status === 'returned' ? '已退回，' : ''}待补充材料`

/** The raising funds' applications (stored) and the pending items of all that wait. */
export function seedFundCreates(funds: readonly FundRecord[]) {
  const today = beijingToday()
  const records: FundCreateRecord[] = []
  const generated: FundCreateRecord[] = []
  for (const [orgId, plan] of Object.entries(RAISING_PLAN)) {
    const raising = funds.filter((f) => f.orgId === orgId && f.stage === 'raising')
    raising.forEach((fund, i) => {
      const status = plan[i]
      if (!status) return
      const id = `FC${fund.fundCode[2]}${String(records.filter((r) => r.orgId === orgId).length + 1).padStart(4, '0')}`
      const applyDate = addDays(today, -(1 + i * 3))
      records.push(recordOf({ ...fund, id, status, applyDate, docIndex: 2 }))
    })
    generated.push(...generatedCreates(orgId, funds, today))
  }
  const pending: PendingItemRecord[] = records
    .concat(generated)
    .filter((r) => awaitsManager(r.status))
    .map((r) => ({
      id: r.id,
      todoKey: 'fundCreateNum',
      orgId: r.orgId,
      title: fundCreatePendingTitle(r),
      createdAt: new Date(
        Date.parse(r.events.at(-1)?.at ?? at(r.applyDate, '09:30')),
      ).toISOString(),
    }))
  return { records, pending }
}
