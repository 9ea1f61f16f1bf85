import { Card, Form, Select } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryField } from '@/lib/query-state'
import { FEE_PAYMENT_STATUS_NAMES, type FeePayment } from '@contract/api/fee'
import { paymentParams, queryFeePayments } from '../api/query-fee-payments'
import { DateRangeFilter, FeeTypeFilter, FundFilter } from '../components/fee-filter-items'
import { paymentColumns } from '../components/payment-columns'
import { PaymentDetail } from '../components/payment-detail'
import { useVoucherDownload } from '../hooks/use-voucher-download'
import '../components/fee-query.css'

const FIELDS: QueryField[] = [
  { name: 'fundCode', kind: 'select' },
  { name: 'feeTypes', kind: 'multi' },
  { name: 'status', kind: 'select' },
  { name: 'period', kind: 'dateRange' },
]
const SORTABLE = ['amount', 'payDate']
const STATUS_OPTIONS = Object.entries(FEE_PAYMENT_STATUS_NAMES).map(([value, label]) => ({
  value,
  label,
}))

/**
 * 费用支付 (fee-query/fee-payment): each quarter's payment of each fee from the custody
 * account, its status (and why it failed), its detail and, once paid, its voucher.
 */
export default function FeePaymentPage() {
  const table = useTableQuery<FeePayment>({
    name: 'fee-payment',
    fields: FIELDS,
    sortable: SORTABLE,
    fetchPage: queryFeePayments,
    rowKey: 'paymentId',
  })
  const [detail, setDetail] = useState<FeePayment>()
  const voucher = useVoucherDownload()
  const columns = paymentColumns({
    sortOrder: table.sortOrder,
    onDetail: setDetail,
    onDownload: (p) => void voucher.download(p),
    busyId: voucher.busyId,
  })
  return (
    <Card title="费用支付" className="fee-page">
      <QueryForm formProps={table.formProps}>
        <FundFilter />
        <FeeTypeFilter />
        <Form.Item name="status" label="支付状态">
          <Select aria-label="支付状态" placeholder="全部" options={STATUS_OPTIONS} allowClear />
        </Form.Item>
        <DateRangeFilter name="period" label="费用期间" />
      </QueryForm>
      <QueryTable<FeePayment>
        title="支付记录"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <ExportButton
            source="fee-payment"
            params={paymentParams(table.query)}
            fileName="费用支付"
            disabled={!table.result.data?.total}
          />
        }
      />
      <PaymentDetail
        payment={detail}
        onClose={() => setDetail(undefined)}
        downloading={voucher.busyId === detail?.paymentId}
        onDownload={(p) => void voucher.download(p)}
      />
    </Card>
  )
}
