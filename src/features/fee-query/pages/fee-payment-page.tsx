import { Card } from 'antd'
import { useState } from 'react'
import { ExportButton } from '@/components/export-button'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { FEE_PAYMENT_STATUS_NAMES, type FeePayment } from '@contract/api/fee'
import { paymentParams, queryFeePayments } from '@/api/fee/query-fee-payments'
import { dateRangeField, FEE_TYPES_FIELD, FUND_FIELD } from '../components/fee-filter-fields'
import { paymentColumns } from '../components/payment-columns'
import { PaymentDetail } from '../components/payment-detail'
import { useVoucherDownload } from '../hooks/use-voucher-download'
import '../components/fee-query.css'

const SORTABLE = ['amount', 'payDate']
const STATUS_OPTIONS = Object.entries(FEE_PAYMENT_STATUS_NAMES).map(([value, label]) => ({
  value,
  label,
}))
const FIELDS: QueryFieldSpec[] = [
  FUND_FIELD,
  FEE_TYPES_FIELD,
  { name: 'status', kind: 'select', label: '支付状态', options: STATUS_OPTIONS },
  dateRangeField('period', '费用期间'),
]

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
      <QueryForm formProps={table.formProps} fields={FIELDS} />
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
