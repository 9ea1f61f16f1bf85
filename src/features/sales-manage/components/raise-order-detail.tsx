import { Alert } from 'antd'
import { RecordDrawer } from '@/components/detail-drawer/record-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { formatAmount } from '@/lib/format'
import {
  ORDER_RETURN_REASON_MAX,
  RAISE_ORDER_STATUS_LABEL,
  type RaiseOrderDetail,
} from '@contract/api/sales'
import { raiseOrderQuery } from '@/api/sales/raise-orders'
import { useOrderReview } from '../hooks/use-order-review'
import { RaisedSummary } from './raised-summary'

const FIELDS: DetailField<RaiseOrderDetail>[] = [
  { label: '订单编号', field: 'orderId' },
  { label: '状态', render: (r) => RAISE_ORDER_STATUS_LABEL[r.status] },
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '产品阶段', field: 'fundStage' },
  { label: '产品风险等级', field: 'fundRiskLevel' },
  { label: '投资者', render: (r) => `${r.investorName}（${r.investorKind}）`, wide: true },
  {
    label: '风险承受等级',
    render: (r) => `${r.investorRiskLevel}${r.professional ? '（专业投资者）' : ''}`,
  },
  { label: '销售渠道', field: 'channelName' },
  { label: '业务类型', field: 'businessType' },
  { label: '金额（元）', field: 'amount', kind: 'money' },
  { label: '下单时间', field: 'orderTime', kind: 'datetime' },
  {
    label: '确认份额',
    render: (r) => (r.confirmedShares === undefined ? '—' : formatAmount(r.confirmedShares)),
  },
]

interface Props {
  orderId: string | undefined
  onClose: () => void
}

/** An order beside the list: its fields, the fund's money raised, its timeline, and 审核. */
export function RaiseOrderDrawer({ orderId, onClose }: Props) {
  const review = useOrderReview()
  return (
    <RecordDrawer
      id={orderId}
      record={raiseOrderQuery}
      title={`募集订单 ${orderId ?? ''}`}
      onClose={onClose}
      review={{
        pending: (record) => record.status === 'pending',
        send: (action, reason) =>
          review.mutateAsync({ orderId: orderId as string, action, reason }),
        busy: review.isPending,
        approveText: '审核通过',
        approveDisabled: (record) => Boolean(record.blocker),
        dialog: (record) => ({
          content: record && `确认审核通过 ${record.investorName} 的${record.businessType}订单？`,
          subContent:
            record &&
            `金额 ${formatAmount(record.amount)} 元，通过后等待登记过户中心确认份额，不能再退回。`,
        }),
        closeOnFailure: true,
        reason: { title: () => '退回募集订单', max: ORDER_RETURN_REASON_MAX },
      }}
    >
      {(record) => (
        <>
          {record.blocker && (
            <Alert type="warning" showIcon title={record.blocker} className="sales-alert" />
          )}
          <DetailFields record={record} fields={FIELDS} />
          {record.raised && <RaisedSummary fundName={record.fundName} raised={record.raised} />}
          <h3 className="sales-section">办理进度</h3>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </RecordDrawer>
  )
}
