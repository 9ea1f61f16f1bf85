import { SendOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { Voucher, VoucherPage as VoucherList } from '@contract/api/valuation-reports'
import { listParams } from '@/lib/http/list-params'
import { queryVouchers } from '@/api/valuation/voucher-api'
import { reportFunds } from '@/api/valuation/financial-report-funds'
import { SEND_STATUSES, voucherColumns } from '../components/voucher-columns'
import { VoucherDetailDrawer } from '../components/voucher-detail-drawer'
import { VoucherSendDialog } from '../components/voucher-send-dialog'
import { VOUCHER_LIST } from '../hooks/use-voucher-send'
import '../components/financial-report.css'

const SORTABLE = ['date', 'amount']
const STATUS_OPTIONS = Object.entries(SEND_STATUSES).map(([value, s]) => ({ value, label: s.text }))

const FIELDS: QueryFieldSpec[] = [
  { name: 'fundCode', kind: 'select', label: '产品', funds: reportFunds },
  { name: 'voucherRange', kind: 'dateRange', label: '凭证日期', placeholder: ['默认近7天', ''] },
  { name: 'sendStatus', kind: 'select', label: '发送状态', options: STATUS_OPTIONS },
  { name: 'keyword', kind: 'text', label: '摘要', placeholder: '摘要或凭证号', max: 50 },
]

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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
