import { Card } from 'antd'
import { Link } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { VoucherSendRecord } from '@contract/api/valuation-reports'
import { queryVoucherRecords } from '@/api/valuation/voucher-record-api'
import { reportFunds } from '@/api/valuation/financial-report-funds'
import { MODES, RESULTS, voucherRecordColumns } from '../components/voucher-record-columns'
import { useVoucherResend, VOUCHER_RECORD_LIST } from '../hooks/use-voucher-send'
import '../components/financial-report.css'

const RESULT_OPTIONS = Object.entries(RESULTS).map(([value, s]) => ({ value, label: s.text }))
const MODE_OPTIONS = Object.entries(MODES).map(([value, label]) => ({ value, label }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: reportFunds },
  { name: 'sentRange', kind: 'dateRange', label: '发送日期' },
  { name: 'result', kind: 'select', label: '发送结果', options: RESULT_OPTIONS },
  { name: 'mode', kind: 'select', label: '发送方式', options: MODE_OPTIONS },
]

/**
 * 会计凭证发送记录 (/account-voucher-record): the daily batches to the fund administrator and
 * the users' sends, newest first; 重发 sends a record's vouchers again to the same people.
 */
export default function VoucherRecordPage() {
  const table = useTableQuery<VoucherSendRecord>({
    name: VOUCHER_RECORD_LIST,
    fields: FIELDS,
    fetchPage: queryVoucherRecords,
    rowKey: 'recordId',
  })
  const resend = useVoucherResend()
  const columns = voucherRecordColumns((r) => resend.mutateAsync(r.recordId))
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<VoucherSendRecord>
        title="会计凭证发送记录"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={<Link to="/valuation-check/account-voucher">返回凭证</Link>}
      />
    </Card>
  )
}
