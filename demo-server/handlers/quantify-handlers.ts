import { http } from 'msw'
import {
  firstTableProblem,
  monthLabel,
  QUANT_CELL_MAX,
  QUANT_COLUMNS,
  QUANT_MAX_ROWS,
  QUANT_REMARK_MAX,
  QUANT_REMARK_TOO_LONG,
} from '@contract/quant-operation-rules'
import {
  QUANT_STATUS_LABEL,
  type QuantRow,
  type QuantStatus,
  type QuantTable,
  type QuantTableCreate,
  type QuantTableDetail,
  type QuantTableSave,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import { beijingToday } from '../db/application-dates'
import { db } from '../db/db'
import type { QuantTableRecord } from '../db/data-submission-types'
import { generatedRows, strategyOfFund } from '../db/quantify-rows'
import { isQuantFund, pendingIdOf, quantPendingTitle } from '../db/seed-data-submission'
import { tradingDaysOfMonth } from '../db/trading-days'
import { bodyOf } from './custodian-common'
import { SUBMISSION_MSG } from './data-submission-common'
import { api, fail, ok, withAuth, type AuthContext } from './http'
import { readList, sortRows } from './list-query'
import { BAD_PAGE, pageOf, paginate } from './paging'
import { closePending, openPending } from './pending'
import { beijingAt } from './periodic-report-progress'

/*
 * 量化运行表 (docs/api.md "数据报送"): the session organisation's monthly tables of its quant
 * funds; one table with its rows; 新建 (a draft for a fund and month, holding a T00057 pending
 * item), 保存草稿 (cells as typed) and 提交 (every cell checked by the rules the page uses;
 * the pending item closes). A submitted table is read only.
 */

export const QUANT_MSG = {
  gone: '运行表不存在或已删除',
  month: '月份格式不正确，请使用 YYYY-MM',
  future: '不能填报未来月份的运行表',
  early: '该月份早于产品成立日期',
  fund: '产品不存在或不是本机构的量化产品',
  exists: (label: string) => `该产品${label}的运行表已存在`,
  submitted: '该运行表已提交，不能修改',
  rows: `运行表的行格式有误（最多 ${QUANT_MAX_ROWS} 行，每格为文本）`,
} as const

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const STATUSES = Object.keys(QUANT_STATUS_LABEL) as QuantStatus[]

const fundOf = (t: QuantTableRecord) => db.state.funds.find((f) => f.fundCode === t.fundCode)
const rowsOf = (t: QuantTableRecord) => t.rows ?? generatedRows(t, fundOf(t)?.strategy ?? '')
const view = (t: QuantTableRecord): QuantTable => ({
  tableId: t.tableId,
  fundCode: t.fundCode,
  fundName: t.fundName,
  month: t.month,
  status: t.status,
  rowCount: rowsOf(t).length,
  updatedAt: t.updatedAt,
  updatedBy: t.updatedBy,
  submittedAt: t.submittedAt,
})
const detailOf = (t: QuantTableRecord): QuantTableDetail => ({ ...view(t), rows: rowsOf(t) })
const findMine = (orgId: string, id: unknown) =>
  db.state.quantTables.find((t) => t.orgId === orgId && t.tableId === id)

/**
 * The rows of a body, each cell a short text, or why not: a long 备注 is named with its one
 * limit (what the cell keeps); any other cell past QUANT_CELL_MAX is not a table's.
 */
function bodyRows(rows: unknown): QuantRow[] | string {
  if (!Array.isArray(rows) || rows.length > QUANT_MAX_ROWS) return QUANT_MSG.rows
  const ids = new Set<string>()
  const clean: QuantRow[] = []
  for (const raw of rows as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return QUANT_MSG.rows
    const row = raw as Record<string, unknown>
    const id = row.rowId
    if (typeof id !== 'string' || !id || id.length > 40 || ids.has(id)) return QUANT_MSG.rows
    ids.add(id)
    const cells = QUANT_COLUMNS.map(({ key }) => [key, row[key] ?? ''] as const)
    const remark = row.remark ?? ''
    if (typeof remark === 'string' && remark.trim().length > QUANT_REMARK_MAX) {
      return QUANT_REMARK_TOO_LONG
    }
    if (cells.some(([, v]) => typeof v !== 'string' || v.length > QUANT_CELL_MAX)) {
      return QUANT_MSG.rows
    }
    clean.push({ rowId: id, ...Object.fromEntries(cells) } as QuantRow)
  }
  return clean
}

type Change = (t: QuantTableRecord, rows: QuantRow[], auth: AuthContext) => string | undefined

/** 保存草稿 and 提交: a draft of the caller's, rows well formed, then the change. */
const change = (path: string, apply: Change) =>
  http.post(
    api(`/rest/data-submission/quant/${path}`),
    withAuth(async ({ request }, auth) => {
      const body = await bodyOf<QuantTableSave>(request)
      if (!body) return fail(SUBMISSION_MSG.badBody)
      const table = findMine(auth.org.orgId, body.tableId)
      if (!table) return fail(QUANT_MSG.gone)
      if (table.status !== 'draft') return fail(QUANT_MSG.submitted)
      const rows = bodyRows(body.rows)
      if (typeof rows === 'string') return fail(rows)
      const problem = apply(table, rows, auth)
      if (problem) return fail(problem)
      Object.assign(table, {
        rows,
        filledRows: undefined,
        updatedAt: beijingAt(Date.now()),
        updatedBy: auth.user.realName,
      })
      return ok(detailOf(table))
    }),
  )

export const quantifyHandlers = [
  http.post(
    api('/rest/data-submission/quant/list'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        fundCode: p.text('fundCode'),
        month: p.text('month'),
        status: p.oneOf('status', STATUSES, SUBMISSION_MSG.status),
        sort: p.sort(['month', 'updatedAt']),
      }))
      if (typeof query === 'string') return fail(query)
      if (query.month && !MONTH.test(query.month)) return fail(QUANT_MSG.month)
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      const rows = db.state.quantTables
        .filter(
          (t) =>
            t.orgId === org.orgId &&
            (!query.fundCode || t.fundCode === query.fundCode) &&
            (!query.month || t.month === query.month) &&
            (!query.status || t.status === query.status),
        )
        .sort(
          (a, b) =>
            b.month.localeCompare(a.month) ||
            STATUSES.indexOf(a.status) - STATUSES.indexOf(b.status) ||
            a.fundCode.localeCompare(b.fundCode),
        )
      const field = query.sort?.field as 'month' | 'updatedAt' | undefined
      const sorted = sortRows(rows, field && ((t) => t[field]), query.sort?.desc)
      const answer = paginate(sorted, page)
      return ok<PagedList<QuantTable>>({ ...answer, list: answer.list.map(view) })
    }),
  ),

  http.post(
    api('/rest/data-submission/quant/detail'),
    withAuth(({ request }, { org }) => {
      const table = findMine(org.orgId, new URL(request.url).searchParams.get('tableId'))
      return table ? ok(detailOf(table)) : fail(QUANT_MSG.gone)
    }),
  ),

  http.post(
    api('/rest/data-submission/quant/create'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<QuantTableCreate>(request)
      if (!body) return fail(SUBMISSION_MSG.badBody)
      const fund = db.state.funds.find(
        (f) => f.orgId === org.orgId && f.fundCode === body.fundCode && isQuantFund(f),
      )
      if (!fund) return fail(QUANT_MSG.fund)
      const month = typeof body.month === 'string' ? body.month : ''
      if (!MONTH.test(month)) return fail(QUANT_MSG.month)
      const today = beijingToday()
      if (month > today.slice(0, 7)) return fail(QUANT_MSG.future)
      if (month < fund.establishDate.slice(0, 7)) return fail(QUANT_MSG.early)
      const tableId = `QT-${fund.fundCode}-${month}`
      if (findMine(org.orgId, tableId)) return fail(QUANT_MSG.exists(monthLabel(month)))
      const strategy = strategyOfFund(fund.strategy)
      const blank = { positionSize: '', leverage: '', turnover: '', maxDrawdown: '', remark: '' }
      const rows = tradingDaysOfMonth(month)
        .filter((date) => date <= today)
        .map((date, i) => ({ rowId: `r${i + 1}`, date, strategy, ...blank }))
      const now = beijingAt(Date.now())
      const table: QuantTableRecord = {
        tableId,
        orgId: org.orgId,
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        month,
        status: 'draft',
        updatedAt: now,
        updatedBy: user.realName,
        rows,
      }
      db.state.quantTables.push(table)
      const item = { todoKey: 'T00057', orgId: org.orgId, title: quantPendingTitle(table) }
      openPending({ id: pendingIdOf.quant(table), ...item })
      return ok(detailOf(table))
    }),
  ),

  change('save', () => undefined),

  change('submit', (table, rows) => {
    const problem = firstTableProblem(rows, table.month)
    if (problem) return problem
    table.status = 'submitted'
    table.submittedAt = beijingAt(Date.now())
    closePending(pendingIdOf.quant(table), '已提交')
    return undefined
  }),
]
