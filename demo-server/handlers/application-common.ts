import { APPLICATION_DOCS, type ApplicationDocKind } from '@contract/api/application'
import { FUND_CREATE_DOCS } from '@contract/api/fund-create'
import type { TimelineStep } from '@contract/api/timeline'
import { CUSTODIAN } from '../db/application-dates'
import { db } from '../db/db'
import { generatedCreates, seededDoc } from '../db/seed-fund-create'
import type { ApplicationEvent, FundCreateRecord, LiquidationRecord } from '../db/types'
import { pageOf } from './paging'

/** What the 产品成立, 产品清算 and 产品分红 handlers share: lists, documents, timelines. */

export const docsOfCreate = (r: FundCreateRecord) =>
  r.docs ?? FUND_CREATE_DOCS.map((kind) => seededDoc(r.id, r.fundName, kind))

/** The organisation's establishment applications: the generated ones and the stored ones. */
export function createsOf(orgId: string): FundCreateRecord[] {
  const stored = db.state.fundCreates.filter((r) => r.orgId === orgId)
  const ids = new Set(stored.map((r) => r.id))
  return generatedCreates(orgId, db.state.funds, db.state.seedDay)
    .filter((r) => !ids.has(r.id))
    .concat(stored)
}

/** An application about to change: a generated one is stored from now on. */
export function storedCreate(record: FundCreateRecord) {
  if (!db.state.fundCreates.includes(record)) db.state.fundCreates.push(record)
  return record
}

export const docsOfLiquidation = (r: LiquidationRecord) =>
  r.docs ?? [seededDoc(r.id, r.fundName, 'liquidationReport')]

export const missingOf = (r: FundCreateRecord): ApplicationDocKind[] =>
  FUND_CREATE_DOCS.filter((kind) => !docsOfCreate(r).some((d) => d.kind === kind))

export const orgFund = (orgId: string, fundCode: unknown) =>
  db.state.funds.find((f) => f.orgId === orgId && f.fundCode === fundCode)

export const isDay = (text: unknown): text is string =>
  typeof text === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

export const LIST_MSG = {
  status: '状态参数有误',
  date: '日期参数有误',
  sort: '排序参数有误',
  page: '分页参数不正确',
  gone: '记录不存在或已删除',
  badBody: '请求格式有误',
} as const

export interface ListQuery {
  fund: string
  status: string
  from: string
  to: string
  descending: boolean
  page: { pageNo: number; pageSize: number }
}

/**
 * A list's query: fundName (code or name, part of it), status, beginDate–endDate on the list's
 * date, sort (`dateField` or `-dateField`; newest first by default), pageNo, pageSize.
 */
export function listQueryOf(
  search: URLSearchParams,
  statuses: readonly string[],
  dateField: string,
): ListQuery | string {
  const status = search.get('status') ?? ''
  if (status && !statuses.includes(status)) return LIST_MSG.status
  const from = search.get('beginDate') ?? ''
  const to = search.get('endDate') ?? ''
  if ((from && !isDay(from)) || (to && !isDay(to)) || (from && to && from > to)) {
    return LIST_MSG.date
  }
  const sort = search.get('sort') ?? `-${dateField}`
  if (sort !== dateField && sort !== `-${dateField}`) return LIST_MSG.sort
  const page = pageOf(search)
  if (!page) return LIST_MSG.page
  const fund = (search.get('fundName') ?? '').trim().slice(0, 100)
  return { fund, status, from, to, descending: sort.startsWith('-'), page }
}

/** The rows the query asks for, sorted on the date (then id) as asked. */
export function queryRows<
  R extends { orgId: string; fundCode: string; fundName: string; id: string; status: string },
>(rows: readonly R[], orgId: string, q: ListQuery, dateOf: (row: R) => string): R[] {
  const sign = q.descending ? -1 : 1
  return rows
    .filter(
      (r) =>
        r.orgId === orgId &&
        (!q.fund || r.fundName.includes(q.fund) || r.fundCode.includes(q.fund.toUpperCase())) &&
        (!q.status || r.status === q.status) &&
        (!q.from || dateOf(r) >= q.from) &&
        (!q.to || dateOf(r) <= q.to),
    )
    .sort((a, b) => sign * (dateOf(a).localeCompare(dateOf(b)) || a.id.localeCompare(b.id)))
}

const done = (title: string, e: ApplicationEvent, reason = e.reason): TimelineStep => ({
  title,
  state: 'done',
  at: e.at,
  actor: e.actor,
  ...(reason && { reason }),
})
const todo = (...titles: string[]): TimelineStep[] =>
  titles.map((title) => ({ title, state: 'todo' }))

/** 提交申请 → 托管审核 (退回 with reason, 重新提交) → 成立确认. */
export function createTimeline(r: FundCreateRecord): TimelineStep[] {
  const steps: TimelineStep[] = []
  let submitted = false
  for (const e of r.events) {
    if (e.step === 'submit') steps.push(done(submitted ? '重新提交' : '提交申请', e))
    if (e.step === 'return') steps.push({ ...done('托管审核', e), state: 'returned' })
    if (e.step === 'approve')
      steps.push(done('托管审核', e, '材料齐全，审核通过'), done('成立确认', e))
    if (e.step === 'withdraw') steps.push(done('撤回申请', e))
    if (e.step === 'submit') submitted = true
  }
  const missing = missingOf(r).map((k) => APPLICATION_DOCS[k].label)
  const waiting = missing.length ? `待上传：${missing.join('、')}` : '材料已齐，待提交'
  if (r.status === 'supplement') {
    steps.push(
      { title: '提交申请', state: 'current', reason: waiting },
      ...todo('托管审核', '成立确认'),
    )
  }
  if (r.status === 'returned') {
    steps.push({ title: '补充材料后重新提交', state: 'current' }, ...todo('托管审核', '成立确认'))
  }
  if (r.status === 'reviewing') {
    steps.push({ title: '托管审核', state: 'current', actor: CUSTODIAN }, ...todo('成立确认'))
  }
  return steps
}

/** 提交清算申请 → 托管复核清算报告 → 管理人确认 → 清算完成. */
export function liquidationTimeline(r: LiquidationRecord): TimelineStep[] {
  const steps: TimelineStep[] = []
  for (const e of r.events) {
    if (e.step === 'submit') steps.push(done('提交清算申请', e))
    if (e.step === 'report') steps.push(done('托管复核清算报告', e))
    if (e.step === 'confirm') steps.push(done('管理人确认', e), done('清算完成', e, '清算已完成'))
  }
  if (r.status === 'liquidating') {
    steps.push(
      { title: '托管复核清算报告', state: 'current', actor: CUSTODIAN },
      ...todo('管理人确认', '清算完成'),
    )
  }
  if (r.status === 'confirming')
    steps.push({ title: '管理人确认', state: 'current' }, ...todo('清算完成'))
  return steps
}

/** 登记分红方案 → 管理人确认 → 红利发放. */
export function dividendTimeline(r: {
  status: string
  exDate: string
  events: ApplicationEvent[]
}) {
  const steps: TimelineStep[] = []
  for (const e of r.events) {
    if (e.step === 'submit') steps.push(done('登记分红方案', e))
    if (e.step === 'confirm') steps.push(done('管理人确认', e))
    if (e.step === 'pay') steps.push(done('红利发放', e))
  }
  if (r.status === 'confirming')
    steps.push({ title: '管理人确认', state: 'current' }, ...todo('红利发放'))
  if (r.status === 'confirmed') {
    steps.push({ title: '红利发放', state: 'current', reason: `除息日 ${r.exDate} 后发放` })
  }
  return steps
}

/** An event now, in Beijing time, by the session's user. */
export const eventNow = (step: ApplicationEvent['step'], actor: string, reason?: string) => ({
  step,
  at: new Date().toISOString(),
  actor,
  ...(reason && { reason }),
})
