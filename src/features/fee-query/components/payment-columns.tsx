import { Button, Space } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { actionColumn, dateColumn, moneyColumn } from '@/components/query-table/columns'
import { FEE_TYPE_NAMES, type FeePayment, type FeeType } from '@contract/api/fee'
import { quarterLabel } from './fee-format'
import { fundColumn } from './fund-column'
import { PaymentStatus } from './payment-status'

interface Options {
  sortOrder: (field: string) => 'ascend' | 'descend' | null
  onDetail: (payment: FeePayment) => void
  onDownload: (payment: FeePayment) => void
  busyId: string | undefined
}

/** 费用支付's columns: sortable by amount and pay date; the status, 详情 and 支付凭证 at the right. */
export const paymentColumns = (o: Options): ColumnType<FeePayment>[] => [
  {
    title: '费用期间',
    dataIndex: 'period',
    key: 'period',
    width: 130,
    className: 'col-nowrap',
    render: (period: string) => quarterLabel(period),
  },
  fundColumn<FeePayment>(),
  {
    title: '费用类型',
    dataIndex: 'feeType',
    key: 'feeType',
    width: 100,
    className: 'col-nowrap',
    render: (type: FeeType) => FEE_TYPE_NAMES[type],
  },
  {
    ...moneyColumn<FeePayment>({ title: '支付金额', field: 'amount', width: 130, sortable: true }),
    sortOrder: o.sortOrder('amount'),
  },
  {
    ...dateColumn<FeePayment>({ title: '支付日期', field: 'payDate', width: 120, sortable: true }),
    sortOrder: o.sortOrder('payDate'),
  },
  {
    title: '收款账户',
    key: 'payee',
    width: 190,
    render: (_: unknown, p: FeePayment) => (
      <div className="fee-fund" style={{ maxWidth: 158 }}>
        <div className="fee-fund__name" title={p.payeeName}>
          {p.payeeName}
        </div>
        <div className="fee-reason">{p.payeeAccount}</div>
      </div>
    ),
  },
  {
    title: '支付状态',
    dataIndex: 'status',
    key: 'status',
    // Beside 操作: a narrow window scrolls the other columns, never the state of a payment.
    fixed: 'right',
    width: 150,
    render: (_: unknown, p: FeePayment) => <PaymentStatus payment={p} />,
  },
  actionColumn<FeePayment>(
    (p) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => o.onDetail(p)}>
          详情
        </Button>
        <Button
          type="link"
          size="small"
          disabled={p.status !== 'paid'}
          loading={o.busyId === p.paymentId}
          onClick={() => o.onDownload(p)}
        >
          支付凭证
        </Button>
      </Space>
    ),
    140,
  ),
]
