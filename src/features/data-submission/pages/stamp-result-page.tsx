import { Card, DatePicker, Form, Select } from 'antd'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import {
  REPORT_KIND_LABEL,
  STAMP_CONFIRM_LABEL,
  type StampResult,
} from '@contract/api/data-submission'
import { listParams } from '@/lib/http/list-params'
import { queryStampResults } from '../api/stamp-results'
import { FundSelect } from '@/components/fund-select'
import { submissionFunds } from '../api/submission-funds'
import { stampColumns } from '../components/stamp-columns'
import { STAMP_LIST, useConfirmStamp, useStampedDownload } from '../hooks/use-reports'
import '../components/data-submission.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'kind', kind: 'select' },
  { name: 'confirm', kind: 'select' },
  { name: 'stampRange', kind: 'dateRange' },
]
const SORTABLE = ['stampedAt']
const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
const KIND_OPTIONS = options(REPORT_KIND_LABEL)
const CONFIRM_OPTIONS = options(STAMP_CONFIRM_LABEL)

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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={submissionFunds.report} aria-label="产品" />
        </Form.Item>
        <Form.Item name="kind" label="报告类型">
          <Select aria-label="报告类型" allowClear placeholder="全部" options={KIND_OPTIONS} />
        </Form.Item>
        <Form.Item name="confirm" label="确认状态">
          <Select aria-label="确认状态" allowClear placeholder="全部" options={CONFIRM_OPTIONS} />
        </Form.Item>
        <Form.Item name="stampRange" label="用印日期">
          <DatePicker.RangePicker aria-label="用印日期" />
        </Form.Item>
      </QueryForm>
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
