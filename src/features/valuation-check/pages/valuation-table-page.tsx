import { HistoryOutlined } from '@ant-design/icons'
import { Button, Card, DatePicker, Form, Select } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import type { ValuationTableRow } from '@contract/api/valuation'
import { queryValuationTables, valuationFunds } from '../api/valuation-tables'
import { FundSelect } from '@/components/fund-select'
import { ValuationSendDialog, type SendTarget } from '../components/valuation-send-dialog'
import { CHECK_STYLES, optionsOf, SEND_STYLES } from '../components/valuation-statuses'
import { valuationTableColumns } from '../components/valuation-table-columns'
import {
  useConfirmTable,
  useValuationDownload,
  VALUATION_TABLE_LIST,
} from '../hooks/use-valuation-actions'
import '../components/valuation.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'dateRange', kind: 'dateRange' },
  { name: 'checkStatus', kind: 'select' },
  { name: 'sendStatus', kind: 'select' },
]
const SORTABLE = ['date']

/**
 * 估值表: a row per fund and NAV day over three years (newest first), by fund, date range and
 * status; 预览 opens the table (/valuation-report-view), 核对确认 a 待核对 one (T00017), 发送
 * mails it, 下载 saves it as .xlsx; 发送记录 lists the sends (/valuation-record).
 */
export default function ValuationTablePage() {
  const navigate = useNavigate()
  const [sending, setSending] = useState<SendTarget>()
  const confirm = useConfirmTable()
  const { download, busy } = useValuationDownload()
  const table = useTableQuery<ValuationTableRow>({
    name: VALUATION_TABLE_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryValuationTables,
    rowKey: 'id',
  })
  const columns = valuationTableColumns({
    sortOrder: table.sortOrder,
    onConfirm: (row) => confirm.mutateAsync(row),
    onSend: (row) => setSending({ kind: 'table', ...row }),
    onDownload: (row) => void download(row),
    downloading: busy,
  })
  const records = (
    <Button icon={<HistoryOutlined />} onClick={() => void navigate('/valuation-record')}>
      发送记录
    </Button>
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={valuationFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="dateRange" label="估值日期">
          <DatePicker.RangePicker aria-label="估值日期" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="checkStatus" label="核对状态">
          <Select
            aria-label="核对状态"
            allowClear
            placeholder="全部"
            options={optionsOf(CHECK_STYLES)}
          />
        </Form.Item>
        <Form.Item name="sendStatus" label="发送状态">
          <Select
            aria-label="发送状态"
            allowClear
            placeholder="全部"
            options={optionsOf(SEND_STYLES)}
          />
        </Form.Item>
      </QueryForm>
      <QueryTable<ValuationTableRow>
        title="估值表"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={records}
      />
      <ValuationSendDialog target={sending} onClose={() => setSending(undefined)} />
    </Card>
  )
}
