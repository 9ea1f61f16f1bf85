import { formatBeijing } from '@contract/beijing-time'
import type { PeriodicReport, PeriodicReportDetail } from '@contract/api/data-submission'
import { REPORT_KIND_LABEL } from '@contract/api/data-submission'
import type { TimelineStep } from '@contract/api/timeline'
import { beijingToday } from '../db/application-dates'
import { db, saveDb } from '../db/db'
import { paced } from '../db/pace'
import type { PeriodicReportRecord } from '../db/data-submission-types'
import { pendingIdOf, reportPendingTitle } from '../db/seed-data-submission'
import { REVIEWER, SEAL_NAME, stampFileNameOf } from '../db/seed-periodic-reports'
import { deliverMessage } from './deliver-message'
import { openPending } from './pending'

/*
 * A report uploaded in the demo moves on by the clock, as the custodian would move it: 已上传,
 * then 审核中 after AUDIT_AFTER_MS, then 已用印 after STAMP_AFTER_MS (its seal result then waits
 * for the manager's 确认: T00021, and the uploader gets a message), at the demo's pace (`paced`).
 * Records are brought up to date whenever 数据报送 reads them, and by a timer, so the to-do count
 * rises on its own.
 */
export const AUDIT_AFTER_MS = 3_000
export const STAMP_AFTER_MS = 10_000

/** A moment as Beijing time, YYYY-MM-DD HH:mm:ss. */
export const beijingAt = (ms: number) => formatBeijing(ms)

const lastOf = (r: PeriodicReportRecord) => r.attempts[r.attempts.length - 1]

export function settle(r: PeriodicReportRecord, now = Date.now()) {
  const from = r.clockFrom
  const last = lastOf(r)
  if (from === undefined || !last) return
  const [auditAfter, stampAfter] = [paced(AUDIT_AFTER_MS), paced(STAMP_AFTER_MS)]
  if (r.status === 'uploaded' && now - from >= auditAfter) {
    r.status = 'auditing'
    last.auditAt = beijingAt(from + auditAfter)
  }
  if (r.status === 'auditing' && now - from >= stampAfter) {
    r.status = 'stamped'
    r.stampedAt = beijingAt(from + stampAfter)
    r.sealName = SEAL_NAME
    r.stampFileName = stampFileNameOf(last.fileName)
    r.confirm = 'pending'
    r.clockFrom = undefined
    const at = new Date(from + stampAfter)
    openPending({
      id: pendingIdOf.confirm(r),
      todoKey: 'T00021',
      orgId: r.orgId,
      title: reportPendingTitle.confirm(r),
      createdAt: at.toISOString(),
    })
    if (last.userId) {
      const name = `${r.fundName}${r.periodName}${REPORT_KIND_LABEL[r.kind]}`
      deliverMessage(
        last.userId,
        '定期报告已用印',
        `${name}已由托管人用印，请在用印结果查询中下载并确认。`,
        at,
      )
    }
  }
}

/** Brings an organisation's moving reports up to date. */
export const settleAll = (orgId: string, now = Date.now()) =>
  db.state.periodicReports.forEach((r) => r.orgId === orgId && settle(r, now))

/** Settles the report when each of its steps is due, so nothing waits for a reader. */
export function scheduleSettle(reportId: string) {
  for (const delay of [paced(AUDIT_AFTER_MS), paced(STAMP_AFTER_MS)]) {
    setTimeout(() => {
      const r = db.state.periodicReports.find((x) => x.reportId === reportId)
      if (r?.clockFrom === undefined) return
      settle(r)
      saveDb()
    }, delay + 50)
  }
}

export function reportView(r: PeriodicReportRecord): PeriodicReport {
  const last = lastOf(r)
  const open = r.status === 'pending' || r.status === 'returned'
  return {
    reportId: r.reportId,
    kind: r.kind,
    fundCode: r.fundCode,
    fundName: r.fundName,
    period: r.period,
    periodName: r.periodName,
    dueDate: r.dueDate,
    overdue: open && beijingToday() > r.dueDate,
    status: r.status,
    fileName: last?.fileName,
    fileSize: last?.size,
    uploadedAt: last?.uploadedAt,
    uploadedBy: last?.uploadedBy,
    returnReason: r.status === 'returned' ? last?.returnReason : undefined,
    returnedAt: r.status === 'returned' ? last?.returnedAt : undefined,
    stampedAt: r.stampedAt,
    sealName: r.sealName,
  }
}

function stepsOf(r: PeriodicReportRecord): TimelineStep[] {
  const steps: TimelineStep[] = []
  r.attempts.forEach((a, i) => {
    steps.push({
      title: i === 0 ? '上传报告' : '重新上传',
      state: 'done',
      at: a.uploadedAt,
      actor: a.uploadedBy,
      reason: a.fileName,
    })
    if (a.returnedAt) {
      steps.push({
        title: '托管审核',
        state: 'returned',
        at: a.returnedAt,
        actor: REVIEWER,
        reason: a.returnReason,
      })
    } else if (r.status === 'uploaded') {
      steps.push({ title: '托管审核', state: 'current' })
    } else {
      const state = r.status === 'auditing' ? 'current' : 'done'
      steps.push({ title: '托管审核', state, at: a.auditAt, actor: REVIEWER })
    }
  })
  if (r.status === 'pending' || r.status === 'returned') {
    steps.push({ title: r.status === 'pending' ? '上传报告' : '重新上传', state: 'current' })
    if (r.status === 'pending') steps.push({ title: '托管审核', state: 'todo' })
  }
  if (r.status !== 'stamped') return [...steps, { title: '托管用印', state: 'todo' }]
  const seal = `印章：${r.sealName ?? SEAL_NAME}`
  steps.push({ title: '托管用印', state: 'done', at: r.stampedAt, actor: REVIEWER, reason: seal })
  steps.push(
    r.confirm === 'confirmed'
      ? { title: '管理人确认', state: 'done', at: r.confirmedAt, actor: r.confirmedBy }
      : { title: '管理人确认', state: 'current' },
  )
  return steps
}

export const reportDetail = (r: PeriodicReportRecord): PeriodicReportDetail => ({
  ...reportView(r),
  stampFileName: r.stampFileName,
  steps: stepsOf(r),
})
