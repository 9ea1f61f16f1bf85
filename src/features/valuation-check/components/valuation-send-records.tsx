import { Button, Card } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { SendKind, SendRecord } from '@contract/api/valuation'
import { querySends } from '@/api/valuation/valuation-sends'
import { useValuationSend } from '../hooks/use-valuation-actions'
import { sendColumns } from './valuation-send-columns'
import { valuationFunds } from '@/api/valuation/valuation-tables'
import { optionsOf, RESULT_STYLES } from './valuation-statuses'
import './valuation.css'

const fieldsOf = (dateLabel: string): QueryFieldSpec[] => [
  { name: 'fundCode', kind: 'select', label: '产品', funds: valuationFunds },
  { name: 'dateRange', kind: 'dateRange', label: dateLabel, wide: true },
  { name: 'result', kind: 'select', label: '发送结果', options: optionsOf(RESULT_STYLES) },
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
  const fields = useMemo(() => fieldsOf(dateLabel), [dateLabel])
  const table = useTableQuery<SendRecord>({
    name: `valuation-sends-${kind}`,
    fields,
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
      <QueryForm formProps={table.formProps} fields={fields} />
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
