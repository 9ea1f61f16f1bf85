import {
  REPORT_KIND_LABEL,
  REPORT_KINDS,
  type ReportKind,
  type ReportStatus,
} from '@contract/api/data-submission'
import { beijingToday, CUSTODIAN, FILER, pick } from './application-dates'
import type { PeriodicReportRecord, ReportAttempt } from './data-submission-types'
import { periodsOf, type PeriodSpec } from './report-periods'
import { addDays } from './trading-days'
import type { FundRecord } from './types'

/*
 * 定期报告 as seeded: each organisation's funds in 存续期 or 清算期, for every period of report-periods.ts
 * the fund lived through. The newest period of each kind holds the statuses below (the first
 * funds in code order, each kind starting further down the list); the rest are 已用印. The
 * newest month's first sealed reports wait for the manager's 确认 (T00021).
 */

const PLAN: Readonly<Record<string, Partial<Record<ReportKind, ReportStatus[]>>>> = {
  ORG001: {
    monthly: ['pending', 'pending', 'returned', 'auditing', 'uploaded'],
    quarterly: ['pending', 'auditing', 'returned'],
    semiannual: ['auditing'],
  },
  ORG002: { monthly: ['pending', 'auditing'], quarterly: ['returned', 'uploaded'] },
  ORG003: { monthly: ['pending', 'returned'], quarterly: ['pending', 'auditing'] },
}
const UNCONFIRMED: Readonly<Record<string, number>> = { ORG001: 3, ORG002: 1, ORG003: 2 }

export const SEAL_NAME = '资产托管部业务专用章'
export const RETURN_REASONS = [
  '报告期末净值与估值表不一致',
  '报告缺少管理人盖章页',
  '投资组合明细合计与资产总值不一致',
  '报告期间与文件内容不符',
] as const

export const reportFileName = (r: Pick<PeriodicReportRecord, 'fundName' | 'periodName' | 'kind'>) =>
  `${r.fundName}${r.periodName}${REPORT_KIND_LABEL[r.kind]}.pdf`
export const stampFileNameOf = (fileName: string) =>
  `${fileName.replace(/\.[^.]+$/, '')}（已用印）.pdf`

const lives = (fund: FundRecord, spec: PeriodSpec) =>
  (fund.stage === 'operating' || fund.stage === 'liquidating') &&
  Boolean(fund.establishDate) &&
  fund.establishDate <= spec.endDate &&
  // A private equity fund files no monthly report.
  !(spec.kind === 'monthly' && fund.strategy === '股权投资')

/** A seeded time: a day after the period ends (never today or later) at a given clock. */
function dayAfter(spec: PeriodSpec, days: number) {
  const latest = addDays(beijingToday(), -1)
  const day = addDays(spec.endDate, days)
  return day < latest ? day : latest
}

function recordOf(fund: FundRecord, spec: PeriodSpec, status: ReportStatus, n: number) {
  const base = {
    reportId: `R-${fund.fundCode}-${spec.value}`,
    orgId: fund.orgId,
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    kind: spec.kind,
    period: spec.value,
    periodName: spec.label,
    dueDate: spec.dueDate,
  }
  const record: PeriodicReportRecord = { ...base, status, attempts: [] }
  if (status === 'pending') return record
  const day = dayAfter(spec, pick(fund.fundCode, spec.value, 1, 4))
  const fileName = reportFileName(base)
  const size = pick(fund.fundCode, `${spec.value}:size`, 180, 2400) * 1024
  const attempt = (at: string): ReportAttempt => ({
    fileId: `RF-${fund.fundCode}-${spec.value}-${n}`,
    fileName,
    size,
    uploadedAt: at,
    uploadedBy: FILER[fund.orgId] ?? '王经理',
  })
  // Every seventh sealed report was returned once before: its timeline shows both uploads.
  if (status === 'returned' || (status === 'stamped' && n % 7 === 3)) {
    record.attempts.push({
      ...attempt(`${day} 09:${String(10 + (n % 40)).padStart(2, '0')}:00`),
      auditAt: `${day} 10:30:00`,
      returnedAt: `${day} 15:20:00`,
      returnReason: RETURN_REASONS[n % RETURN_REASONS.length],
    })
  }
  if (status === 'returned') return record
  const later = dayAfter(spec, pick(fund.fundCode, spec.value, 1, 4) + 1)
  const current = attempt(`${later} 09:${String(5 + (n % 50)).padStart(2, '0')}:00`)
  record.attempts.push(current)
  if (status === 'uploaded') return record
  current.auditAt = `${later} 13:40:00`
  if (status === 'auditing') return record
  record.stampedAt = `${later} 16:${String(10 + (n % 45)).padStart(2, '0')}:00`
  record.sealName = SEAL_NAME
  record.stampFileName = stampFileNameOf(fileName)
  record.confirm = 'confirmed'
  record.confirmedAt = `${later} 17:30:00`
  record.confirmedBy = current.uploadedBy
  return record
}

/**
 * Every report of the funds' organisations as seeded, fixed for a day: generated whenever
 * asked for (a pure function of the funds and today), never stored.
 */
export function generatedReports(funds: readonly FundRecord[]): PeriodicReportRecord[] {
  const today = beijingToday()
  const orgIds = [...new Set(funds.map((f) => f.orgId))]
  return orgIds.flatMap((orgId) => {
    const mine = funds
      .filter((f) => f.orgId === orgId)
      .sort((a, b) => a.fundCode.localeCompare(b.fundCode))
    let n = 0
    return REPORT_KINDS.flatMap((kind, k) =>
      periodsOf(kind, today).flatMap((spec, p) => {
        const living = mine.filter((f) => lives(f, spec))
        const plan = p === 0 ? (PLAN[orgId]?.[kind] ?? []) : []
        const shift = (k * 3) % Math.max(1, living.length)
        const records = living.map((fund, i) => {
          n += 1
          const at = (i - shift + living.length) % living.length
          return recordOf(fund, spec, plan[at] ?? 'stamped', n)
        })
        if (p === 0 && kind === 'monthly') {
          records
            .filter((r) => r.status === 'stamped')
            .slice(0, UNCONFIRMED[orgId] ?? 0)
            .forEach((r) => {
              r.confirm = 'pending'
              r.confirmedAt = undefined
              r.confirmedBy = undefined
            })
        }
        return records
      }),
    )
  })
}

/** Who reviews and seals for the custodian. */
export const REVIEWER = CUSTODIAN
