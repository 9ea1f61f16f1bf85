import { Card } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { PERFORMANCE_EVENT_NAMES, type PerformanceFeeEvent } from '@contract/api/fee'
import { performanceParams, queryPerformanceFees } from '@/api/fee/query-performance-fees'
import { dateRangeField, FUND_FIELD } from '../components/fee-filter-fields'
import { performanceColumns } from '../components/performance-columns'
import { PerformanceDetail } from '../components/performance-detail'
import '../components/fee-query.css'

const SORTABLE = ['date', 'fee']
const EVENT_OPTIONS = Object.entries(PERFORMANCE_EVENT_NAMES).map(([value, label]) => ({
  value,
  label,
}))
const RESULT_OPTIONS = [
  { value: 'charged', label: '已计提（超过高水位）' },
  { value: 'none', label: '未计提（未超过高水位）' },
]
const FIELDS: QueryFieldSpec[] = [
  FUND_FIELD,
  {
    name: 'eventTypes',
    kind: 'multi',
    label: '计提类型',
    placeholder: '全部类型',
    options: EVENT_OPTIONS,
    props: { maxTagCount: 'responsive' },
  },
  dateRangeField('eventDate', '计提日期'),
  { name: 'result', kind: 'select', label: '计提结果', options: RESULT_OPTIONS },
]

/**
 * 业绩报酬 (fee-query/performance-fee): the performance-fee events of the funds that charge
 * one (open days, redemptions, dividends, liquidation), each against the high-water mark, and
 * its calculation step by step.
 */
export default function PerformanceFeePage() {
  const table = useTableQuery<PerformanceFeeEvent>({
    name: 'performance-fee',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryPerformanceFees,
    rowKey: 'eventId',
  })
  const [detail, setDetail] = useState<PerformanceFeeEvent>()
  return (
    <Card title="业绩报酬" className="fee-page">
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<PerformanceFeeEvent>
        title="业绩报酬计提事件"
        columns={performanceColumns(table.sortOrder, setDetail)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="performance-fee"
            params={performanceParams(table.query)}
            fileName="业绩报酬"
            disabled={!table.result.data?.total}
          />
        }
      />
      <PerformanceDetail event={detail} onClose={() => setDetail(undefined)} />
    </Card>
  )
}
