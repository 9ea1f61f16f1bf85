import type {
  QuantRow,
  QuantStatus,
  ReportKind,
  ReportStatus,
  StampConfirm,
} from '@contract/api/data-submission'
import type { UploadedFile } from '@contract/api/upload'

/** Tables behind 数据报送. Times are Beijing time, YYYY-MM-DD HH:mm:ss. */

/** One upload of a report and what the custodian made of it. */
export interface ReportAttempt extends UploadedFile {
  uploadedAt: string
  uploadedBy: string
  /** The uploader's userId (a demo upload): told when the report is sealed. */
  userId?: string
  /** When the custodian began its review. */
  auditAt?: string
  returnedAt?: string
  returnReason?: string
}

export interface PeriodicReportRecord {
  reportId: string
  orgId: string
  fundCode: string
  fundName: string
  kind: ReportKind
  period: string
  periodName: string
  dueDate: string
  status: ReportStatus
  /** Oldest first; the last is the current file. */
  attempts: ReportAttempt[]
  stampedAt?: string
  sealName?: string
  stampFileName?: string
  confirm?: StampConfirm
  confirmedAt?: string
  confirmedBy?: string
  /**
   * Set by an upload in the demo (epoch ms): the custodian's review and seal then follow by
   * the clock (periodic-report-progress.ts). Seeded records never move by themselves.
   */
  clockFrom?: number
}

export interface QuantTableRecord {
  tableId: string
  orgId: string
  fundCode: string
  fundName: string
  month: string
  status: QuantStatus
  updatedAt: string
  updatedBy: string
  submittedAt?: string
  /**
   * The rows as last saved. Undefined for a seeded table: its rows are generated from its id
   * (quantify-rows.ts), so the demo stores only what someone edited.
   */
  rows?: QuantRow[]
  /** A seeded draft: how many of its generated rows are filled in. */
  filledRows?: number
}

/** A report file received by …/periodic/upload (its content is not kept). */
export interface ReportUploadRecord extends UploadedFile {
  userId: string
  orgId: string
  reportId: string
  used: boolean
}

export interface DataSubmissionTables {
  /**
   * Only the reports changed since the seed (uploaded, sealed, confirmed): the rest are
   * generated from the funds and today (seed-periodic-reports.ts), so the demo stores little.
   */
  periodicReports: PeriodicReportRecord[]
  quantTables: QuantTableRecord[]
  /** By fileId, the last 200. */
  reportUploads: Record<string, ReportUploadRecord>
}
