import { Button, Card, DatePicker, Form, Select } from 'antd'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import type { SendKind, SendRecord } from '@contract/api/valuation'
import { querySends } from '../api/valuation-sends'
import { useValuationSend } from '../hooks/use-valuation-actions'
import { sendColumns } from './valuation-send-columns'
import { FundSelect } from '@/components/fund-select'
import { valuationFunds } from '../api/valuation-tables'
import { optionsOf, RESULT_STYLES } from './valuation-statuses'
import './valuation.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'dateRange', kind: 'dateRange' },
  { name: 'result', kind: 'select' },
]
const SORTABLE = ['sentAt', 'date']
const FETCHERS = {
  table: querySends('table'),
  nav: querySends('nav'),
  series: querySends('series'),
} as const

interface Props {
  kind: SendKind
  title: string
  dateLabel: string
  back: { to: string; text: string }
  /** Beside the toolbar's refresh (a page's own send button). */
  toolbar?: ReactNode
}

/**
 * A send record list (估值表、净值、净值序列): newest first, by fund, date and result, sorted by
 * send time or date; a failure says why; 重新发送 mails the same recipients again as a new
 * record at the top.
 */
export function ValuationSendRecords({ kind, title, dateLabel, back, toolbar }: Props) {
  const navigate = useNavigate()
  const { resend } = useValuationSend()
  const table = useTableQuery<SendRecord>({
    name: `valuation-sends-${kind}`,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: FETCHERS[kind],
    rowKey: 'sendId',
  })
  const columns = sendColumns({
    kind,
    sortOrder: table.sortOrder,
    onResend: (r) => resend.mutateAsync(r.sendId),
  })
  return (
    <Card title={title} extra={<Button onClick={() => void navigate(back.to)}>{back.text}</Button>}>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={valuationFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="dateRange" label={dateLabel}>
          <DatePicker.RangePicker aria-label={dateLabel} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="result" label="发送结果">
          <Select
            aria-label="发送结果"
            allowClear
            placeholder="全部"
            options={optionsOf(RESULT_STYLES)}
          />
        </Form.Item>
      </QueryForm>
      <QueryTable<SendRecord>
        title="发送记录"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={toolbar}
      />
    </Card>
  )
}
