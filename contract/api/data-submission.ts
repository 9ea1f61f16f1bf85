import type { TimelineStep } from './timeline'

/**
 * 数据报送 (data-submission, issue 9): periodic reports uploaded for the custodian's review and
 * seal, their seal results, and the quant funds' monthly operation tables. The endpoints are our
 * choice (docs/api.md "数据报送"), shared by the client and the demo backend.
 */

/** A fund of the caller's organisation, for the 产品 pickers. */
export interface SubmissionFund {
  fundCode: string
  fundName: string
}

export type ReportKind = 'monthly' | 'quarterly' | 'semiannual' | 'annual'
export const REPORT_KIND_LABEL: Readonly<Record<ReportKind, string>> = {
  monthly: '月报',
  quarterly: '季报',
  semiannual: '半年报',
  annual: '年报',
}
export const REPORT_KINDS = Object.keys(REPORT_KIND_LABEL) as ReportKind[]

export type ReportStatus = 'pending' | 'uploaded' | 'auditing' | 'stamped' | 'returned'
export const REPORT_STATUS_LABEL: Readonly<Record<ReportStatus, string>> = {
  pending: '待上传',
  uploaded: '已上传',
  auditing: '审核中',
  stamped: '已用印',
  returned: '已退回',
}

/** A report file: PDF, Word or Excel, up to 20 MB. */
export const REPORT_UPLOAD_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const
export const REPORT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024

/** A period a report covers, e.g. { value: '2026-Q3', label: '2026年第3季度' }. */
export interface ReportPeriod {
  value: string
  label: string
}

/** One fund's report for one period (定期报告). Times are Beijing, YYYY-MM-DD HH:mm:ss. */
export interface PeriodicReport {
  reportId: string
  kind: ReportKind
  fundCode: string
  fundName: string
  /** 2026-10, 2026-Q3, 2026-H1, 2025 */
  period: string
  periodName: string
  /** YYYY-MM-DD: the last day to submit it. */
  dueDate: string
  /** Still to upload (or to upload again) after the due date. */
  overdue: boolean
  status: ReportStatus
  /** The file last uploaded. */
  fileName?: string
  fileSize?: number
  uploadedAt?: string
  uploadedBy?: string
  /** Why the custodian returned it (status returned). */
  returnReason?: string
  returnedAt?: string
  /** When the custodian sealed it, and with which seal (status stamped). */
  stampedAt?: string
  sealName?: string
}

export interface PeriodicReportDetail extends PeriodicReport {
  /** The sealed file's name (status stamped). */
  stampFileName?: string
  /** Every upload, review, return and the seal, oldest first. */
  steps: TimelineStep[]
}

/** POST …/periodic/submit: the report and the file uploaded for it. */
export interface ReportSubmit {
  reportId: string
  fileId: string
}

export type StampConfirm = 'pending' | 'confirmed'
export const STAMP_CONFIRM_LABEL: Readonly<Record<StampConfirm, string>> = {
  pending: '待确认',
  confirmed: '已确认',
}

/** A sealed report (用印结果查询). */
export interface StampResult {
  reportId: string
  kind: ReportKind
  fundCode: string
  fundName: string
  period: string
  periodName: string
  fileName: string
  stampFileName: string
  sealName: string
  stampedAt: string
  confirm: StampConfirm
  confirmedAt?: string
  confirmedBy?: string
}

export type QuantStatus = 'draft' | 'submitted'
export const QUANT_STATUS_LABEL: Readonly<Record<QuantStatus, string>> = {
  draft: '草稿',
  submitted: '已提交',
}

/** One quant fund's operation table for one month (量化运行表). */
export interface QuantTable {
  tableId: string
  fundCode: string
  fundName: string
  /** YYYY-MM */
  month: string
  status: QuantStatus
  rowCount: number
  updatedAt: string
  updatedBy: string
  submittedAt?: string
}

/**
 * One line of the table, each cell as typed (a draft may hold blanks or bad values; 提交
 * checks them all: contract/quant-operation-rules.ts).
 */
export interface QuantRow {
  rowId: string
  date: string
  strategy: string
  /** 持仓规模(万元) */
  positionSize: string
  /** 杠杆倍数 */
  leverage: string
  /** 换手率(%) */
  turnover: string
  /** 最大回撤(%) */
  maxDrawdown: string
  remark: string
}

export interface QuantTableDetail extends QuantTable {
  rows: QuantRow[]
}

/** POST …/quant/save and …/quant/submit. */
export interface QuantTableSave {
  tableId: string
  rows: QuantRow[]
}

/** POST …/quant/create: a new draft for a fund and month. */
export interface QuantTableCreate {
  fundCode: string
  month: string
}
