import { http } from 'msw'
import {
  REPORT_KIND_LABEL,
  REPORT_KINDS,
  STAMP_CONFIRM_LABEL,
  type StampConfirm,
  type StampResult,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import type { PeriodicReportRecord } from '../db/data-submission-types'
import { pendingIdOf } from '../db/seed-data-submission'
import { isOwnFund, SUBMISSION_MSG } from './data-submission-common'
import { registerExportSource } from './export-registry'
import { api, fail, ok, withAuth } from './http'
import { readList, sortRows, withinDays, type ListParams } from './list-query'
import { BAD_PAGE, pageOf, paginate } from './paging'
import { closePending } from './pending'
import { beijingAt, settleAll } from './periodic-report-progress'
import { reportOf, reportsOf, stored } from './periodic-report-store'

/*
 * 用印结果查询 (docs/api.md "数据报送"): the session organisation's sealed reports, filtered by
 * fund, kind, seal date and whether the manager has confirmed the result, those to confirm
 * first, then newest seal first;
 * 确认 closes the result's pending item (T00021). The same query exports as .xlsx.
 */

const CONFIRMS = Object.keys(STAMP_CONFIRM_LABEL) as StampConfirm[]

const resultOf = (r: PeriodicReportRecord): StampResult => ({
  reportId: r.reportId,
  kind: r.kind,
  fundCode: r.fundCode,
  fundName: r.fundName,
  period: r.period,
  periodName: r.periodName,
  fileName: r.attempts[r.attempts.length - 1]?.fileName ?? '',
  stampFileName: r.stampFileName ?? '',
  sealName: r.sealName ?? '',
  stampedAt: r.stampedAt ?? '',
  confirm: r.confirm ?? 'confirmed',
  confirmedAt: r.confirmedAt,
  confirmedBy: r.confirmedBy,
})

/** The results a query asks for, or why it is refused. */
function resultsOf(orgId: string, params: ListParams): StampResult[] | string {
  const query = readList(params, (p) => ({
    fundCode: p.text('fundCode'),
    kind: p.oneOf('kind', REPORT_KINDS, SUBMISSION_MSG.kind),
    confirm: p.oneOf('confirm', CONFIRMS, SUBMISSION_MSG.status),
    range: p.range('beginDate', 'endDate'),
    sort: p.sort(['stampedAt']),
  }))
  if (typeof query === 'string') return query
  if (query.fundCode && !isOwnFund(orgId, query.fundCode)) return SUBMISSION_MSG.fund
  settleAll(orgId)
  const rows = reportsOf(orgId)
    .filter(
      (r) =>
        r.status === 'stamped' &&
        (!query.fundCode || r.fundCode === query.fundCode) &&
        (!query.kind || r.kind === query.kind) &&
        (!query.confirm || (r.confirm ?? 'confirmed') === query.confirm) &&
        withinDays(r.stampedAt ?? '', query.range),
    )
    .map(resultOf)
  if (query.sort) return sortRows(rows, (r) => r.stampedAt, query.sort.desc)
  // What waits on the manager first, then the newest seal.
  const key = (r: StampResult) => `${r.confirm === 'pending' ? 1 : 0}${r.stampedAt}`
  return sortRows(rows, key, true)
}

registerExportSource('stamp-results', {
  pages: ['data-submission/stamp-periodic-report'],
  label: '数据报送-用印结果查询',
  headers: [
    '产品代码',
    '产品名称',
    '报告类型',
    '报告期',
    '报送文件',
    '用印时间',
    '印章',
    '确认状态',
  ],
  widths: [12, 36, 10, 16, 48, 20, 20, 10],
  rows: (orgId, params) => {
    const rows = resultsOf(orgId, params)
    return typeof rows === 'string'
      ? undefined
      : rows.map((r) => [
          r.fundCode,
          r.fundName,
          REPORT_KIND_LABEL[r.kind],
          r.periodName,
          r.fileName,
          r.stampedAt,
          r.sealName,
          STAMP_CONFIRM_LABEL[r.confirm],
        ])
  },
})

export const stampResultHandlers = [
  http.post(
    api('/rest/data-submission/stamp/list'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const rows = resultsOf(org.orgId, params)
      if (typeof rows === 'string') return fail(rows)
      const page = pageOf(params)
      return page ? ok<PagedList<StampResult>>(paginate(rows, page)) : fail(BAD_PAGE)
    }),
  ),

  http.post(
    api('/rest/data-submission/stamp/confirm'),
    withAuth(({ request }, { org, user }) => {
      settleAll(org.orgId)
      const id = new URL(request.url).searchParams.get('reportId')
      const found = reportOf(org.orgId, id)
      if (!found) return fail(SUBMISSION_MSG.gone)
      if (found.status !== 'stamped') return fail(SUBMISSION_MSG.notStamped)
      if (found.confirm === 'confirmed') return fail(SUBMISSION_MSG.confirmed)
      const report = stored(found)
      report.confirm = 'confirmed'
      report.confirmedAt = beijingAt(Date.now())
      report.confirmedBy = user.realName
      closePending(pendingIdOf.confirm(report), '已确认')
      return ok(resultOf(report))
    }),
  ),
]
