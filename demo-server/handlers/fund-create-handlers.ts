import { APPLICATION_DOCS, missingDocsText, type ApplicationFund } from '@contract/api/application'
import {
  FUND_CREATE_DOCS,
  FUND_CREATE_STATUS_LABEL,
  FUND_CREATE_STATUSES,
  MAX_INVESTORS,
  type FundCreateDetail,
  type FundCreateRow,
  type FundCreateSubmit,
} from '@contract/api/fund-create'
import { beijingToday } from '../db/application-dates'
import { db } from '../db/db'
import { awaitsManager } from '../db/seed-fund-create'
import type { FundCreateRecord } from '../db/types'
import {
  createTimeline,
  createsOf,
  storedCreate,
  docsOfCreate,
  eventNow,
  LIST_MSG,
  missingOf,
  orgFund,
} from './application-common'
import { applicationKit } from './application-handlers-kit'
import { markUsed, takeDocs } from './application-uploads'
import { ok } from './http'
import { closePending } from './pending'

/*
 * 产品成立 (docs/api.md "产品成立、清算、分红"): the organisation's establishment applications.
 * Completing and submitting one (or withdrawing it) closes its pending item: fundCreateNum
 * drops at once.
 */

export const FUND_CREATE_MSG = {
  amount: '请输入正确的募集金额',
  investors: `投资者人数应为 1 至 ${MAX_INVESTORS} 的整数`,
  notPending: '该申请当前状态不可提交',
  notOpen: '该申请已办结，不能撤回',
  noFund: '请选择产品',
  notRaising: '仅募集期的产品可以申请成立',
  hasOpen: '该产品已有办理中的成立申请',
  duplicate: '每类材料只能上传一个文件',
} as const

const isOpen = (r: FundCreateRecord) => awaitsManager(r.status) || r.status === 'reviewing'

const rowOf = (r: FundCreateRecord): FundCreateRow => ({
  applyId: r.id,
  fundCode: r.fundCode,
  fundName: r.fundName,
  status: r.status,
  applyDate: r.applyDate,
  raisedAmount: r.raisedAmount,
  investorCount: r.investorCount,
  missing: missingOf(r),
})

function detailOf(r: FundCreateRecord): FundCreateDetail {
  const returned =
    r.status === 'returned' ? r.events.findLast((e) => e.step === 'return') : undefined
  const fund = orgFund(r.orgId, r.fundCode)
  return {
    ...rowOf(r),
    documents: docsOfCreate(r),
    timeline: createTimeline(r),
    ...(returned?.reason && { returnReason: returned.reason }),
    ...(r.status === 'established' && fund?.establishDate && { establishDate: fund.establishDate }),
  }
}

const kit = applicationKit({
  base: '/rest/product/fundCreate',
  idParam: 'applyId',
  statuses: FUND_CREATE_STATUSES,
  dateField: 'applyDate',
  dateOf: (r) => r.applyDate,
  records: createsOf,
  rowOf,
  detailOf,
  exportSource: {
    pages: ['product-manage/fund-create'],
    name: 'fund-create',
    label: '产品管理-产品成立',
    headers: [
      '申请编号',
      '产品代码',
      '产品名称',
      '募集金额（元）',
      '投资者人数',
      '申请日期',
      '状态',
      '待补充材料',
    ],
    widths: [14, 12, 36, 18, 12, 14, 12, 36],
    cells: (r) => [
      r.id,
      r.fundCode,
      r.fundName,
      r.raisedAmount,
      r.investorCount,
      r.applyDate,
      FUND_CREATE_STATUS_LABEL[r.status],
      awaitsManager(r.status)
        ? missingOf(r)
            .map((k) => APPLICATION_DOCS[k].label)
            .join('、')
        : '',
    ],
  },
})

function nextId(orgId: string) {
  const letter = db.state.funds.find((f) => f.orgId === orgId)?.fundCode[2] ?? 'X'
  // 9xxx are the established funds' generated applications.
  const numbers = createsOf(orgId)
    .map((r) => Number(r.id.slice(3)) || 0)
    .filter((n) => n < 9000)
  return `FC${letter}${String(Math.max(0, ...numbers) + 1).padStart(4, '0')}`
}

/** What a submission is missing or gets wrong, before the documents are looked at. */
function numbersProblem(body: Partial<FundCreateSubmit>) {
  const amount = body.raisedAmount
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1e12) {
    return FUND_CREATE_MSG.amount
  }
  const n = body.investorCount
  if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > MAX_INVESTORS) {
    return FUND_CREATE_MSG.investors
  }
  return undefined
}

/** The application a submission is about: the one named, or a new one for the fund. */
function recordFor(body: Partial<FundCreateSubmit>, orgId: string): FundCreateRecord | string {
  if (body.applyId !== undefined) {
    const record = kit.mineById(orgId, body.applyId)
    if (!record) return LIST_MSG.gone
    return awaitsManager(record.status) ? record : FUND_CREATE_MSG.notPending
  }
  const fund = orgFund(orgId, body.fundCode)
  if (!fund) return FUND_CREATE_MSG.noFund
  if (fund.stage !== 'raising') return FUND_CREATE_MSG.notRaising
  if (createsOf(orgId).some((r) => r.fundCode === fund.fundCode && isOpen(r))) {
    return FUND_CREATE_MSG.hasOpen
  }
  return {
    id: nextId(orgId),
    orgId,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    status: 'supplement',
    applyDate: beijingToday(),
    raisedAmount: 0,
    investorCount: 0,
    docs: [],
    events: [],
  }
}

export const fundCreateHandlers = [
  ...kit.readHandlers,
  kit.post('funds', (_, { org }) => {
    const open = new Set(
      createsOf(org.orgId)
        .filter(isOpen)
        .map((r) => r.fundCode),
    )
    const funds = db.state.funds.filter(
      (f) => f.orgId === org.orgId && f.stage === 'raising' && !open.has(f.fundCode),
    )
    return ok<ApplicationFund[]>(funds.map(({ fundCode, fundName }) => ({ fundCode, fundName })))
  }),
  kit.submit<FundCreateSubmit>((body, { org, user }) => {
    const record = recordFor(body, org.orgId)
    if (typeof record === 'string') return record
    const problem = numbersProblem(body)
    if (problem) return problem
    const docs = takeDocs(body.documents, org.orgId, docsOfCreate(record))
    if (typeof docs === 'string') return docs
    if (new Set(docs.map((d) => d.kind)).size < docs.length) return FUND_CREATE_MSG.duplicate
    const missing = FUND_CREATE_DOCS.filter((kind) => !docs.some((d) => d.kind === kind))
    if (missing.length) return missingDocsText(missing)
    markUsed(docs)
    Object.assign(record, {
      status: 'reviewing',
      raisedAmount: body.raisedAmount,
      investorCount: body.investorCount,
      docs,
      events: [...record.events, eventNow('submit', user.realName)],
    })
    storedCreate(record)
    closePending(record.id, '已提交')
    return record
  }),
  kit.act('withdraw', (record, { user }) => {
    if (!isOpen(record)) return FUND_CREATE_MSG.notOpen
    storedCreate(record).status = 'withdrawn'
    record.events.push(eventNow('withdraw', user.realName))
    closePending(record.id, '已撤回')
  }),
]
