import { Card, Form, Select } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import { PERFORMANCE_EVENT_NAMES, type PerformanceFeeEvent } from '@contract/api/fee'
import { performanceParams, queryPerformanceFees } from '../api/query-performance-fees'
import { DateRangeFilter, FundFilter } from '../components/fee-filter-items'
import { performanceColumns } from '../components/performance-columns'
import { PerformanceDetail } from '../components/performance-detail'
import '../components/fee-query.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'eventTypes', kind: 'multi' },
  { name: 'eventDate', kind: 'dateRange' },
  { name: 'result', kind: 'select' },
]
const SORTABLE = ['date', 'fee']
const EVENT_OPTIONS = Object.entries(PERFORMANCE_EVENT_NAMES).map(([value, label]) => ({
  value,
  label,
}))
const RESULT_OPTIONS = [
  { value: 'charged', label: '已计提（超过高水位）' },
  { value: 'none', label: '未计提（未超过高水位）' },
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
      <QueryForm formProps={table.formProps}>
        <FundFilter />
        <Form.Item name="eventTypes" label="计提类型">
          <Select
            aria-label="计提类型"
            mode="multiple"
            placeholder="全部类型"
            options={EVENT_OPTIONS}
            maxTagCount="responsive"
            allowClear
          />
        </Form.Item>
        <DateRangeFilter name="eventDate" label="计提日期" />
        <Form.Item name="result" label="计提结果">
          <Select aria-label="计提结果" placeholder="全部" options={RESULT_OPTIONS} allowClear />
        </Form.Item>
      </QueryForm>
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
