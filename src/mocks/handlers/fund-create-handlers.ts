import { http } from 'msw'
import { APPLICATION_DOCS, missingDocsText, type ApplicationFund } from '@/types/api/application'
import {
  FUND_CREATE_DOCS,
  FUND_CREATE_STATUS_LABEL,
  FUND_CREATE_STATUSES,
  MAX_INVESTORS,
  type FundCreateDetail,
  type FundCreateRow,
  type FundCreateSubmit,
} from '@/types/api/fund-create'
import type { PagedList } from '@/types/api/paged-list'
import { beijingToday } from '../db/application-dates'
import { db } from '../db/db'
import { awaitsManager } from '../db/seed-fund-create'
import type { FundCreateRecord } from '../db/types'
import {
  createTimeline,
  createsOf,
  storedCreate,
  CREATE_PAGE,
  withPage,
  docsOfCreate,
  eventNow,
  LIST_MSG,
  listQueryOf,
  missingOf,
  orgFund,
  queryRows,
} from './application-common'
import { markUsed, takeDocs } from './application-uploads'
import { registerExportSource } from './export-registry'
import { api, fail, ok } from './http'
import { paginate } from './paging'
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

const mineById = (orgId: string, id: unknown) => createsOf(orgId).find((r) => r.id === id)

const STATUSES = FUND_CREATE_STATUSES as readonly string[]
const rowsFor = (orgId: string, params: URLSearchParams) => {
  const q = listQueryOf(params, STATUSES, 'applyDate')
  return typeof q === 'string'
    ? q
    : { q, rows: queryRows(createsOf(orgId), orgId, q, (r) => r.applyDate) }
}

registerExportSource('fund-create', {
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
  rows: (orgId, params) => {
    const found = rowsFor(orgId, new URLSearchParams(params as Record<string, string>))
    if (typeof found === 'string') return undefined
    return found.rows.map((r) => [
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
    ])
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

export const fundCreateHandlers = [
  http.post(
    api('/rest/product/fundCreate/queryList'),
    withPage(CREATE_PAGE, ({ request }, { org }) => {
      const found = rowsFor(org.orgId, new URL(request.url).searchParams)
      if (typeof found === 'string') return fail(found)
      const page = paginate(found.rows, found.q.page)
      return ok<PagedList<FundCreateRow>>({ ...page, list: page.list.map(rowOf) })
    }),
  ),
  http.post(
    api('/rest/product/fundCreate/detail'),
    withPage(CREATE_PAGE, ({ request }, { org }) => {
      const record = mineById(org.orgId, new URL(request.url).searchParams.get('applyId'))
      return record ? ok(detailOf(record)) : fail(LIST_MSG.gone)
    }),
  ),
  http.post(
    api('/rest/product/fundCreate/funds'),
    withPage(CREATE_PAGE, (_, { org }) => {
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
  ),
  http.post(
    api('/rest/product/fundCreate/submit'),
    withPage(CREATE_PAGE, async ({ request }, { org, user }) => {
      const body = (await request.json().catch(() => undefined)) as
        Partial<FundCreateSubmit> | undefined
      if (!body || typeof body !== 'object') return fail(LIST_MSG.badBody)
      let record: FundCreateRecord | undefined
      if (body.applyId !== undefined) {
        record = mineById(org.orgId, body.applyId)
        if (!record) return fail(LIST_MSG.gone)
        if (!awaitsManager(record.status)) return fail(FUND_CREATE_MSG.notPending)
      } else {
        const fund = orgFund(org.orgId, body.fundCode)
        if (!fund) return fail(FUND_CREATE_MSG.noFund)
        if (fund.stage !== 'raising') return fail(FUND_CREATE_MSG.notRaising)
        if (createsOf(org.orgId).some((r) => r.fundCode === fund.fundCode && isOpen(r))) {
          return fail(FUND_CREATE_MSG.hasOpen)
        }
        record = {
          id: nextId(org.orgId),
          orgId: org.orgId,
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
      const problem = numbersProblem(body)
      if (problem) return fail(problem)
      const docs = takeDocs(body.documents, org.orgId, docsOfCreate(record))
      if (typeof docs === 'string') return fail(docs)
      if (new Set(docs.map((d) => d.kind)).size < docs.length)
        return fail(FUND_CREATE_MSG.duplicate)
      const missing = FUND_CREATE_DOCS.filter((kind) => !docs.some((d) => d.kind === kind))
      if (missing.length) return fail(missingDocsText(missing))
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
      return ok(detailOf(record))
    }),
  ),
  http.post(
    api('/rest/product/fundCreate/withdraw'),
    withPage(CREATE_PAGE, ({ request }, { org, user }) => {
      const record = mineById(org.orgId, new URL(request.url).searchParams.get('applyId'))
      if (!record) return fail(LIST_MSG.gone)
      if (!isOpen(record)) return fail(FUND_CREATE_MSG.notOpen)
      storedCreate(record).status = 'withdrawn'
      record.events.push(eventNow('withdraw', user.realName))
      closePending(record.id, '已撤回')
      return ok(detailOf(record))
    }),
  ),
]
