import { monthLabel } from '@contract/quant-operation-rules'
import { REPORT_KIND_LABEL } from '@contract/api/data-submission'
import { beijingToday, FILER } from './application-dates'
import type {
  DataSubmissionTables,
  PeriodicReportRecord,
  QuantTableRecord,
} from './data-submission-types'
import { periodsOf } from './report-periods'
import { isoOf } from './seed-custodian-time'
import { generatedReports } from './seed-periodic-reports'
import { addDays, tradingDaysOfMonth } from './trading-days'
import type { FundRecord, PendingItemRecord } from './types'

/*
 * 数据报送's records (docs/api.md "数据报送"), and the pending items they hold: a report to
 * upload (T00019A), a returned one to upload again (T00019B), a seal result to confirm (T00021)
 * and a quant table to submit (T00057). Each item carries its record's id (pendingIdOf).
 */

export const QUANT_STRATEGIES_OF_FUNDS = ['量化对冲', '市场中性', '指数增强']
/** How many of each organisation's quant funds still have last month's table in draft. */
const QUANT_DRAFTS: Readonly<Record<string, number>> = { ORG001: 2, ORG002: 1, ORG003: 1 }

export const isQuantFund = (f: FundRecord) =>
  f.stage === 'operating' && QUANT_STRATEGIES_OF_FUNDS.includes(f.strategy)

function seedQuantTables(funds: readonly FundRecord[]): QuantTableRecord[] {
  const today = beijingToday()
  const yesterday = addDays(today, -1)
  const months = periodsOf('monthly', today).slice(0, 3)
  return [...new Set(funds.map((f) => f.orgId))].flatMap((orgId) => {
    const quant = funds
      .filter((f) => f.orgId === orgId && isQuantFund(f))
      .sort((a, b) => a.fundCode.localeCompare(b.fundCode))
    return months.flatMap((month, m) =>
      quant
        .filter((f) => f.establishDate <= month.endDate)
        .map((fund, i): QuantTableRecord => {
          const draft = m === 0 && i < (QUANT_DRAFTS[orgId] ?? 0)
          const day = [addDays(month.endDate, draft ? 2 : 3), yesterday].sort()[0] as string
          const updatedAt = `${day} ${draft ? '17:20' : '10:05'}:00`
          const base = {
            tableId: `QT-${fund.fundCode}-${month.value}`,
            orgId,
            fundCode: fund.fundCode,
            fundName: fund.fundName,
            month: month.value,
            updatedAt,
            updatedBy: FILER[orgId] ?? '王经理',
          }
          if (!draft) return { ...base, status: 'submitted', submittedAt: updatedAt }
          const days = tradingDaysOfMonth(month.value).length
          return { ...base, status: 'draft', filledRows: Math.ceil(days * 0.6) }
        }),
    )
  })
}

/** The id of the pending item a record holds for a to-do key. */
export const pendingIdOf = {
  upload: (r: Pick<PeriodicReportRecord, 'reportId'>) => r.reportId,
  reupload: (r: Pick<PeriodicReportRecord, 'reportId' | 'attempts'>) =>
    `${r.reportId}-R${r.attempts.length}`,
  confirm: (r: Pick<PeriodicReportRecord, 'reportId'>) => `${r.reportId}-S`,
  quant: (t: Pick<QuantTableRecord, 'tableId'>) => t.tableId,
}

const name = (r: PeriodicReportRecord) =>
  `${r.fundName} ${r.periodName}${REPORT_KIND_LABEL[r.kind]}`
export const reportPendingTitle = {
  upload: (r: PeriodicReportRecord) => `${name(r)}待上传`,
  reupload: (r: PeriodicReportRecord) => `${name(r)}已退回，待重新上传`,
  confirm: (r: PeriodicReportRecord) => `${name(r)}用印结果待确认`,
}
export const quantPendingTitle = (t: QuantTableRecord) =>
  `${t.fundName} ${monthLabel(t.month)}量化运行表待提交`

/** The seeded records' pending items (the reports as generated, the quant tables as stored). */
export function dataSubmissionPendingItems(
  funds: readonly FundRecord[],
  tables: DataSubmissionTables,
): PendingItemRecord[] {
  const item = (id: string, todoKey: string, r: { orgId: string }, title: string, at: string) => ({
    id,
    todoKey,
    orgId: r.orgId,
    title,
    createdAt: isoOf(at),
  })
  return [
    ...generatedReports(funds).flatMap((r) => {
      const last = r.attempts[r.attempts.length - 1]
      if (r.status === 'pending')
        return [
          item(
            pendingIdOf.upload(r),
            'T00019A',
            r,
            reportPendingTitle.upload(r),
            // Due in 30 days; seeded before 09:00 that day, from the day's start (not later).
            [`${addDays(r.dueDate, -30)} 09:00:00`, `${beijingToday()} 00:00:00`].sort()[0]!,
          ),
        ]
      if (r.status === 'returned' && last?.returnedAt)
        return [
          item(
            pendingIdOf.reupload(r),
            'T00019B',
            r,
            reportPendingTitle.reupload(r),
            last.returnedAt,
          ),
        ]
      if (r.status === 'stamped' && r.confirm === 'pending' && r.stampedAt)
        return [
          item(pendingIdOf.confirm(r), 'T00021', r, reportPendingTitle.confirm(r), r.stampedAt),
        ]
      return []
    }),
    ...tables.quantTables
      .filter((t) => t.status === 'draft')
      .map((t) => item(pendingIdOf.quant(t), 'T00057', t, quantPendingTitle(t), t.updatedAt)),
  ]
}

export function seedDataSubmission(funds: readonly FundRecord[]): DataSubmissionTables {
  return {
    periodicReports: [],
    quantTables: seedQuantTables(funds),
    reportUploads: {},
  }
}
