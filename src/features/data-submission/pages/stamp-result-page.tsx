import { Card } from 'antd'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import {
  REPORT_KIND_LABEL,
  STAMP_CONFIRM_LABEL,
  type StampResult,
} from '@contract/api/data-submission'
import { listParams } from '@/lib/http/list-params'
import { queryStampResults } from '@/api/data-submission/stamp-results'
import { submissionFunds } from '@/api/data-submission/submission-funds'
import { stampColumns } from '../components/stamp-columns'
import { STAMP_LIST, useConfirmStamp, useStampedDownload } from '../hooks/use-reports'
import '../components/data-submission.css'

const SORTABLE = ['stampedAt']
const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
const KIND_OPTIONS = options(REPORT_KIND_LABEL)
const CONFIRM_OPTIONS = options(STAMP_CONFIRM_LABEL)

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: submissionFunds.report },
  { name: 'kind', kind: 'select', label: '报告类型', options: KIND_OPTIONS },
  { name: 'confirm', kind: 'select', label: '确认状态', options: CONFIRM_OPTIONS },
  { name: 'stampRange', kind: 'dateRange', label: '用印日期' },
]

/**
 * 用印结果查询: every report the custodian has sealed, those waiting on the manager's 确认
 * (T00021) first, then the newest seal; the seal and its date, 下载用印文件 and 确认.
 */
export default function StampResultPage() {
  const table = useTableQuery<StampResult>({
    name: STAMP_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryStampResults,
    rowKey: 'reportId',
  })
  const files = useStampedDownload()
  const confirm = useConfirmStamp()
  const columns = stampColumns({
    sortOrder: table.sortOrder,
    busyId: files.busyId,
    onDownload: (r) => void files.download(r.reportId, r.stampFileName),
    onConfirm: (r) => confirm.mutateAsync(r.reportId),
  })
  return (
    <Card variant="borderless">
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<StampResult>
        title="用印结果"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source={STAMP_LIST}
            params={listParams(table.query, false)}
            fileName="用印结果查询"
            disabled={!table.result.data?.total}
          />
        }
      />
    </Card>
  )
}
