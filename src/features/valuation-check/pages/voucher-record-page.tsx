import { Card, DatePicker, Form, Select } from 'antd'
import { Link } from 'react-router-dom'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import type { VoucherSendRecord } from '@contract/api/valuation-reports'
import { queryVoucherRecords } from '../api/voucher-record-api'
import { FundSelect } from '@/components/fund-select'
import { reportFunds } from '../api/financial-report-funds'
import { MODES, RESULTS, voucherRecordColumns } from '../components/voucher-record-columns'
import { useVoucherResend, VOUCHER_RECORD_LIST } from '../hooks/use-voucher-send'
import '../components/financial-report.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'sentRange', kind: 'dateRange' },
  { name: 'result', kind: 'select' },
  { name: 'mode', kind: 'select' },
]
const RESULT_OPTIONS = Object.entries(RESULTS).map(([value, s]) => ({ value, label: s.text }))
const MODE_OPTIONS = Object.entries(MODES).map(([value, label]) => ({ value, label }))

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
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={reportFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="sentRange" label="发送日期">
          <DatePicker.RangePicker aria-label="发送日期" />
        </Form.Item>
        <Form.Item name="result" label="发送结果">
          <Select aria-label="发送结果" allowClear placeholder="全部" options={RESULT_OPTIONS} />
        </Form.Item>
        <Form.Item name="mode" label="发送方式">
          <Select aria-label="发送方式" allowClear placeholder="全部" options={MODE_OPTIONS} />
        </Form.Item>
      </QueryForm>
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
