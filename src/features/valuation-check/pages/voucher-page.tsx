import { SendOutlined } from '@ant-design/icons'
import { Button, Card, DatePicker, Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import type { Voucher, VoucherPage as VoucherList } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'
import { queryVouchers } from '../api/voucher-api'
import { FundSelect } from '@/components/fund-select'
import { reportFunds } from '../api/financial-report-funds'
import { SEND_STATUSES, voucherColumns } from '../components/voucher-columns'
import { VoucherDetailDrawer } from '../components/voucher-detail-drawer'
import { VoucherSendDialog } from '../components/voucher-send-dialog'
import { VOUCHER_LIST } from '../hooks/use-voucher-send'
import '../components/financial-report.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'voucherRange', kind: 'dateRange' },
  { name: 'sendStatus', kind: 'select' },
  { name: 'keyword', kind: 'text' },
]
const SORTABLE = ['date', 'amount']
const STATUS_OPTIONS = Object.entries(SEND_STATUSES).map(([value, s]) => ({ value, label: s.text }))

/**
 * 凭证: the vouchers of the organisation's funds by date (the last seven days unless chosen);
 * 详情 shows the lines (debits = credits); 发送 one, or those ticked, to recipients (T00055);
 * 发送记录 lists every send.
 */
export default function VoucherPage() {
  const table = useTableQuery<Voucher>({
    name: VOUCHER_LIST,
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryVouchers,
    rowKey: 'voucherId',
  })
  const [open, setOpen] = useState<string>()
  const [sending, setSending] = useState<string[]>([])
  const [picked, setPicked] = useState<string[]>([])
  const page = table.result.data as VoucherList | undefined
  const columns = voucherColumns(table.sortOrder, {
    open: (v) => setOpen(v.voucherId),
    send: (v) => setSending([v.voucherId]),
  })
  const title = page ? `会计凭证（${page.beginDate} 至 ${page.endDate}）` : '会计凭证'
  const toolbar = (
    <>
      <Button
        type="primary"
        icon={<SendOutlined />}
        disabled={!picked.length}
        onClick={() => setSending(picked)}
      >
        {picked.length ? `发送所选（${picked.length}）` : '发送所选'}
      </Button>{' '}
      <ExportButton
        source="valuation-vouchers"
        params={listParams(table.query, false)}
        fileName="会计凭证"
        disabled={!page?.total}
      />{' '}
      <Link to="/account-voucher-record">发送记录</Link>
    </>
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps}>
        <Form.Item name="fundCode" label="产品">
          <FundSelect funds={reportFunds} aria-label="产品" />
        </Form.Item>
        <Form.Item name="voucherRange" label="凭证日期">
          <DatePicker.RangePicker aria-label="凭证日期" placeholder={['默认近7天', '']} />
        </Form.Item>
        <Form.Item name="sendStatus" label="发送状态">
          <Select aria-label="发送状态" allowClear placeholder="全部" options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="keyword" label="摘要">
          <LimitedInput aria-label="摘要" allowClear placeholder="摘要或凭证号" max={50} />
        </Form.Item>
      </QueryForm>
      <QueryTable<Voucher>
        title={title}
        columns={columns}
        tableProps={{
          ...table.tableProps,
          rowSelection: {
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys.map(String)),
          },
        }}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={toolbar}
      />
      <VoucherDetailDrawer
        voucherId={open}
        onClose={() => setOpen(undefined)}
        onSend={(id) => setSending([id])}
      />
      <VoucherSendDialog
        voucherIds={sending}
        onClose={(sent) => {
          if (sent && sending === picked) setPicked([])
          setSending([])
        }}
      />
    </Card>
  )
}
