import { DownloadOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { NO_VALUE } from '@/lib/format'
import { FEE_TYPE_NAMES, type FeePayment } from '@contract/api/fee'
import { quarterLabel } from './fee-format'
import { PaymentStatus } from './payment-status'

const FIELDS: DetailField<FeePayment>[] = [
  { label: '产品名称', field: 'fundName', wide: true },
  { label: '产品代码', field: 'fundCode' },
  { label: '费用类型', render: (p) => FEE_TYPE_NAMES[p.feeType] },
  { label: '费用期间', render: (p) => quarterLabel(p.period) },
  { label: '计提区间', render: (p) => `${p.periodStart} 至 ${p.periodEnd}` },
  { label: '计提天数', render: (p) => `${p.accrualDays} 天` },
  { label: '支付金额', field: 'amount', kind: 'money' },
  { label: '支付状态', render: (p) => <PaymentStatus payment={p} /> },
  { label: '计划支付日', field: 'payDate', kind: 'date' },
  { label: '实际支付日', field: 'paidDate', kind: 'date' },
  {
    label: '付款账户',
    render: (p) => `${p.payerAccountName} ${p.payerAccount || NO_VALUE}`,
    wide: true,
  },
  { label: '收款户名', field: 'payeeName', wide: true },
  { label: '收款账号', field: 'payeeAccount' },
  { label: '收款开户行', field: 'payeeBank' },
  { label: '凭证编号', field: 'voucherNo', wide: true },
]

interface Props {
  payment: FeePayment | undefined
  onClose: () => void
  downloading: boolean
  onDownload: (payment: FeePayment) => void
}

/** A payment's detail: its period, amount, accounts and status, and its voucher when paid. */
export function PaymentDetail({ payment, onClose, downloading, onDownload }: Props) {
  return (
    <DetailDrawer
      open={Boolean(payment)}
      title={
        payment &&
        `${payment.fundName} ${quarterLabel(payment.period)}${FEE_TYPE_NAMES[payment.feeType]}`
      }
      onClose={onClose}
      footer={
        payment?.status === 'paid' && (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => onDownload(payment)}
          >
            下载支付凭证
          </Button>
        )
      }
    >
      {payment && <DetailFields record={payment} fields={FIELDS} />}
    </DetailDrawer>
  )
}
