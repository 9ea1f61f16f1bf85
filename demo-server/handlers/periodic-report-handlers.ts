import { http, HttpResponse } from 'msw'
import {
  REPORT_KIND_LABEL,
  REPORT_KINDS,
  REPORT_STATUS_LABEL,
  type PeriodicReport,
  type ReportPeriod,
  type ReportStatus,
  type ReportSubmit,
} from '@contract/api/data-submission'
import type { PagedList } from '@contract/api/paged-list'
import type { UploadedFile } from '@contract/api/upload'
import type { PeriodicReportRecord } from '../db/data-submission-types'
import { pendingIdOf } from '../db/seed-data-submission'
import { bodyOf } from './custodian-common'
import {
  fundsHandler,
  isOwnFund,
  receiveReportFile,
  SUBMISSION_MSG,
  unusedReportFile,
} from './data-submission-common'
import { api, fail, ok, withAuth } from './http'
import { readList, sortRows } from './list-query'
import { pageOf, paginate, BAD_PAGE } from './paging'
import { pdfFile } from './pdf-file'
import { reportOf, reportsOf, stored } from './periodic-report-store'
import { closePending } from './pending'
import {
  beijingAt,
  reportDetail,
  reportView,
  scheduleSettle,
  settleAll,
} from './periodic-report-progress'

/*
 * 定期报告 (docs/api.md "数据报送"): a kind's reports of the session organisation, filtered and
 * paged; one report with its timeline; a file uploaded for a 待上传 or 已退回 report, then
 * submitted (its pending item closes and the custodian's review follows by the clock); and a
 * sealed report's file. Another organisation's report is answered as missing.
 */

const STATUSES = Object.keys(REPORT_STATUS_LABEL) as ReportStatus[]
/** The default order: newest period first, what waits on the manager first, then by code. */
const RANK: Readonly<Record<ReportStatus, number>> = {
  returned: 0,
  pending: 1,
  uploaded: 2,
  auditing: 3,
  stamped: 4,
}
const byDefault = (a: PeriodicReportRecord, b: PeriodicReportRecord) =>
  b.period.localeCompare(a.period) ||
  RANK[a.status] - RANK[b.status] ||
  a.fundCode.localeCompare(b.fundCode)

/** 2026-10, 2026-Q3, 2026-H1 or 2025. */
const PERIOD = /^\d{4}(-(0[1-9]|1[0-2]|Q[1-4]|H[12]))?$/

const mine = (orgId: string) => {
  settleAll(orgId)
  return reportsOf(orgId)
}
const findReport = (orgId: string, id: unknown) => {
  settleAll(orgId)
  return reportOf(orgId, id)
}

const uploadable = (r: PeriodicReportRecord) => r.status === 'pending' || r.status === 'returned'

function reportPdf(r: PeriodicReportRecord, orgName: string) {
  const last = r.attempts[r.attempts.length - 1]
  return pdfFile(`${r.fundName}${r.periodName}${REPORT_KIND_LABEL[r.kind]}（已用印）`, [
    `产品代码：${r.fundCode}`,
    `报告类型：${REPORT_KIND_LABEL[r.kind]}，报告期：${r.periodName}`,
    `基金管理人：${orgName}`,
    `报送文件：${last?.fileName ?? ''}，上传时间：${last?.uploadedAt ?? ''}`,
    `用印时间：${r.stampedAt ?? ''}，印章：${r.sealName ?? ''}`,
    '本报告已经基金托管人复核，并加盖托管人电子印章。',
    '（演示文件）',
  ])
}

const withId = (path: string) => api(`/rest/data-submission/periodic/${path}`)
const idOf = (request: Request) => new URL(request.url).searchParams.get('reportId')

export const periodicReportHandlers = [
  fundsHandler,

  http.post(
    withId('periods'),
    withAuth(({ request }, { org }) => {
      const kind = new URL(request.url).searchParams.get('kind')
      if (!REPORT_KINDS.includes(kind as never)) return fail(SUBMISSION_MSG.kind)
      const periods = new Map<string, ReportPeriod>()
      for (const r of mine(org.orgId))
        if (r.kind === kind) periods.set(r.period, { value: r.period, label: r.periodName })
      return ok([...periods.values()].sort((a, b) => b.value.localeCompare(a.value)))
    }),
  ),

  http.post(
    withId('list'),
    withAuth(({ request }, { org }) => {
      const params = new URL(request.url).searchParams
      const query = readList(params, (p) => ({
        kind: p.oneOf('kind', REPORT_KINDS, SUBMISSION_MSG.kind),
        fundCode: p.text('fundCode'),
        period: p.text('period'),
        status: p.oneOf('status', STATUSES, SUBMISSION_MSG.status),
        sort: p.sort(['period', 'dueDate', 'uploadedAt']),
      }))
      if (typeof query === 'string') return fail(query)
      if (!query.kind) return fail(SUBMISSION_MSG.kind)
      const page = pageOf(params)
      if (!page) return fail(BAD_PAGE)
      if (query.fundCode && !isOwnFund(org.orgId, query.fundCode)) return fail(SUBMISSION_MSG.fund)
      if (query.period && !PERIOD.test(query.period)) return fail(SUBMISSION_MSG.period)
      const all = mine(org.orgId).filter((r) => r.kind === query.kind)
      const rows = all
        .filter(
          (r) =>
            (!query.fundCode || r.fundCode === query.fundCode) &&
            (!query.period || r.period === query.period) &&
            (!query.status || r.status === query.status),
        )
        .sort(byDefault)
        .map(reportView)
      const field = query.sort?.field as keyof PeriodicReport | undefined
      const sorted = sortRows(rows, field && ((r) => String(r[field] ?? '')), query.sort?.desc)
      const answer = paginate(sorted, page)
      return ok<PagedList<PeriodicReport>>(answer)
    }),
  ),

  http.post(
    withId('detail'),
    withAuth(({ request }, { org }) => {
      const report = findReport(org.orgId, idOf(request))
      return report ? ok(reportDetail(report)) : fail(SUBMISSION_MSG.gone)
    }),
  ),

  http.post(
    withId('upload'),
    withAuth(async ({ request }, { org, user }) => {
      const report = findReport(org.orgId, idOf(request))
      if (!report) return fail(SUBMISSION_MSG.gone)
      if (!uploadable(report)) return fail(SUBMISSION_MSG.notUploadable)
      const form = await request.formData().catch(() => undefined)
      if (!form) return fail(SUBMISSION_MSG.badBody)
      const owner = { userId: user.userId, orgId: org.orgId, reportId: report.reportId }
      const received = await receiveReportFile(form, owner)
      if (typeof received === 'string') return fail(received)
      const { fileId, fileName, size } = received
      return ok<UploadedFile>({ fileId, fileName, size })
    }),
  ),

  http.post(
    withId('submit'),
    withAuth(async ({ request }, { org, user }) => {
      const body = await bodyOf<ReportSubmit>(request)
      if (!body) return fail(SUBMISSION_MSG.badBody)
      const found = findReport(org.orgId, body.reportId)
      if (!found) return fail(SUBMISSION_MSG.gone)
      if (!uploadable(found)) return fail(SUBMISSION_MSG.notUploadable)
      const upload = unusedReportFile(body.fileId, user.userId, found.reportId)
      if (!upload) return fail(SUBMISSION_MSG.file)
      upload.used = true
      const report = stored(found)
      closePending(pendingIdOf.upload(report), '已上传')
      closePending(pendingIdOf.reupload(report), '已重新上传')
      const now = Date.now()
      report.attempts.push({
        fileId: upload.fileId,
        fileName: upload.fileName,
        size: upload.size,
        uploadedAt: beijingAt(now),
        uploadedBy: user.realName,
        userId: user.userId,
      })
      report.status = 'uploaded'
      report.clockFrom = now
      scheduleSettle(report.reportId)
      return ok(reportDetail(report))
    }),
  ),

  http.get(
    withId('stamped-file/:reportId'),
    withAuth(({ params }, { org }) => {
      const report = findReport(org.orgId, params.reportId)
      if (!report) return fail(SUBMISSION_MSG.gone, 404)
      if (report.status !== 'stamped') return fail(SUBMISSION_MSG.notStamped)
      return new HttpResponse(reportPdf(report, org.orgName), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(report.stampFileName ?? 'report.pdf')}`,
        },
      })
    }),
  ),
]
