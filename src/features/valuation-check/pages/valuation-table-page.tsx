import { HistoryOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { ValuationTableRow } from '@contract/api/valuation'
import { queryValuationTables, valuationFunds } from '@/api/valuation/valuation-tables'
import { ValuationSendDialog, type SendTarget } from '../components/valuation-send-dialog'
import { CHECK_STYLES, optionsOf, SEND_STYLES } from '../components/valuation-statuses'
import { valuationTableColumns } from '../components/valuation-table-columns'
import {
  useConfirmTable,
  useValuationDownload,
  VALUATION_TABLE_LIST,
} from '../hooks/use-valuation-actions'
import '../components/valuation.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: valuationFunds },
  { name: 'dateRange', kind: 'dateRange', label: '估值日期', wide: true },
  { name: 'checkStatus', kind: 'select', label: '核对状态', options: optionsOf(CHECK_STYLES) },
  { name: 'sendStatus', kind: 'select', label: '发送状态', options: optionsOf(SEND_STYLES) },
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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
