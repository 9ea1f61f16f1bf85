import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Space } from 'antd'
import { useState } from 'react'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import { TipsDialog } from '@/components/tips-dialog'
import { formatAmount } from '@/lib/format'
import {
  ORDER_RETURN_REASON_MAX,
  RAISE_ORDER_STATUS_LABEL,
  type RaiseOrderDetail,
} from '@contract/api/sales'
import { getRaiseOrder } from '../api/raise-orders'
import { orderKey, useOrderReview } from '../hooks/use-order-review'
import { RaisedSummary } from './raised-summary'
import { ReasonDialog } from '@/components/reason-dialog'

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
  const detail = useQuery({
    queryKey: orderKey(orderId),
    queryFn: () => getRaiseOrder(orderId as string),
    enabled: Boolean(orderId),
  })
  const review = useOrderReview()
  const [asking, setAsking] = useState(false)
  const [returning, setReturning] = useState(false)
  const record = detail.data
  const send = (action: 'approve' | 'return', reason?: string) =>
    review.mutateAsync({ orderId: orderId as string, action, reason })
  const footer = record?.status === 'pending' && (
    <Space>
      <Button type="primary" disabled={Boolean(record.blocker)} onClick={() => setAsking(true)}>
        审核通过
      </Button>
      <Button danger onClick={() => setReturning(true)}>
        退回
      </Button>
    </Space>
  )
  return (
    <DetailDrawer
      open={Boolean(orderId)}
      title={`募集订单 ${orderId ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
      footer={footer}
    >
      {record && (
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
      <TipsDialog
        open={asking}
        content={record && `确认审核通过 ${record.investorName} 的${record.businessType}订单？`}
        subContent={
          record &&
          `金额 ${formatAmount(record.amount)} 元，通过后等待登记过户中心确认份额，不能再退回。`
        }
        onCancel={() => setAsking(false)}
        onOk={() =>
          send('approve').then(
            () => setAsking(false),
            () => setAsking(false),
          )
        }
      />
      <ReasonDialog
        open={returning}
        title="退回募集订单"
        max={ORDER_RETURN_REASON_MAX}
        busy={review.isPending}
        onCancel={() => setReturning(false)}
        onSubmit={(reason) => send('return', reason).then(() => setReturning(false))}
      />
    </DetailDrawer>
  )
}
