import { useMemo, useState } from 'react'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { TableQuery } from '@/lib/query-state'
import {
  REPORT_KIND_LABEL,
  type PeriodicReport,
  type ReportKind,
} from '@contract/api/data-submission'
import { queryReports } from '@/api/data-submission/periodic-reports'
import { reportListName, useReportPeriods, useStampedDownload } from '../hooks/use-reports'
import { submissionFunds } from '@/api/data-submission/submission-funds'
import { reportColumns, REPORT_STATUSES } from './report-columns'
import { ReportDetailDrawer } from './report-detail'
import { ReportUploadDialog } from './report-upload-dialog'

const SORTABLE = ['period', 'dueDate', 'uploadedAt']
const STATUS_OPTIONS = Object.entries(REPORT_STATUSES).map(([value, s]) => ({
  value,
  label: s.text,
}))
const fieldsOf = (kind: ReportKind): QueryFieldSpec[] => [
  { name: 'fundCode', kind: 'select', label: '产品', funds: submissionFunds.report },
  {
    name: 'period',
    kind: 'select',
    label: '报告期',
    useOptions: function usePeriodOptions() {
      const periods = useReportPeriods(kind)
      return { options: periods.data, loading: periods.isLoading }
    },
  },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
]
/** While a report just sent is with the custodian, the list looks again this often. */
const WATCH_MS = 2_000
const moving = (r: PeriodicReport) => r.status === 'uploaded' || r.status === 'auditing'

/** One kind's reports: filters, the table, upload and detail. */
export function ReportList({ kind }: { kind: ReportKind }) {
  const fields = useMemo(() => fieldsOf(kind), [kind])
  // Reports sent from this page: followed until the custodian has sealed (or returned) them,
  // in the background: the rows update in place, without the table's spinner.
  const [watched, setWatched] = useState<ReadonlySet<string>>(new Set())
  const table = useTableQuery<PeriodicReport>({
    name: reportListName(kind),
    fields,
    sortable: SORTABLE,
    fetchPage: (query: TableQuery) => queryReports(kind, query),
    rowKey: 'reportId',
    refetchInterval: (page) =>
      page?.list.some((r) => watched.has(r.reportId) && moving(r)) ? WATCH_MS : false,
  })
  const files = useStampedDownload()
  const [uploading, setUploading] = useState<PeriodicReport>()
  const [viewing, setViewing] = useState<string>()

  const columns = reportColumns({
    sortOrder: table.sortOrder,
    onDetail: (r) => setViewing(r.reportId),
    onUpload: setUploading,
    onDownload: (r) =>
      void files.download(r.reportId, `${r.fundName}${r.periodName}（已用印）.pdf`),
    busyId: files.busyId,
  })
  return (
    <>
      <QueryForm formProps={table.formProps} fields={fields} />
      <QueryTable<PeriodicReport>
        title={REPORT_KIND_LABEL[kind]}
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
      />
      <ReportUploadDialog
        report={uploading}
        onClose={() => setUploading(undefined)}
        onSubmitted={(id) => setWatched((ids) => new Set(ids).add(id))}
      />
      <ReportDetailDrawer
        reportId={viewing}
        onClose={() => setViewing(undefined)}
        onUpload={setUploading}
      />
    </>
  )
}
