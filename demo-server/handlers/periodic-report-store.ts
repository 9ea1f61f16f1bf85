import { db } from '../db/db'
import type { PeriodicReportRecord } from '../db/data-submission-types'
import { generatedReports } from '../db/seed-periodic-reports'

/*
 * 定期报告 as the handlers see them: the seeded ones are generated from the funds and today,
 * and a report someone changed (an upload, the seal, a 确认) is stored in db.state and read
 * from there instead. Change a report only through `stored`, so the change is kept.
 */

/** An organisation's reports, each the stored one where it was changed. */
export function reportsOf(orgId: string): PeriodicReportRecord[] {
  const changed = new Map(
    db.state.periodicReports.filter((r) => r.orgId === orgId).map((r) => [r.reportId, r]),
  )
  const funds = db.state.funds.filter((f) => f.orgId === orgId)
  return generatedReports(funds).map((r) => changed.get(r.reportId) ?? r)
}

/** One of the organisation's reports, if it has it. */
export const reportOf = (orgId: string, reportId: unknown) =>
  typeof reportId === 'string' ? reportsOf(orgId).find((r) => r.reportId === reportId) : undefined

/** The report as kept in the db, to change (stored from now on). */
export function stored(report: PeriodicReportRecord): PeriodicReportRecord {
  const kept = db.state.periodicReports.find((r) => r.reportId === report.reportId)
  if (kept) return kept
  const copy = structuredClone(report)
  db.state.periodicReports.push(copy)
  return copy
}
