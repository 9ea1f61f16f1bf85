import { useQuery } from '@tanstack/react-query'
import { Typography } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { StatusTimeline } from '@/components/status-timeline/status-timeline'
import {
  APPLY_STATUS_LABEL,
  TRADE_TYPE_LABEL,
  type TradeApplyDetail,
} from '@contract/api/transfer-agent'
import { tradeApplyQuery } from '@/api/ta/trades'
import { formatShares } from './ta-labels'

const FIELDS: DetailField<TradeApplyDetail>[] = [
  { label: '申请单号', field: 'applyNo' },
  { label: '状态', render: (r) => APPLY_STATUS_LABEL[r.status] },
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '投资者', field: 'investorName' },
  { label: '业务类型', render: (r) => TRADE_TYPE_LABEL[r.tradeType] },
  { label: '申请时间', field: 'applyDate', kind: 'datetime' },
  { label: '销售渠道', field: 'channelName' },
  { label: '申请金额', field: 'applyAmount', kind: 'money' },
  { label: '申请份额', render: (r) => formatShares(r.applyShares) },
  { label: '确认日期', field: 'confirmDate', kind: 'date' },
  { label: '确认净值', field: 'unitNav', kind: 'nav' },
  { label: '确认份额', render: (r) => formatShares(r.confirmShares) },
  { label: '确认金额', field: 'confirmAmount', kind: 'money' },
  { label: '手续费', field: 'fee', kind: 'money' },
  { label: '说明', field: 'remark', wide: true },
]

/** An application beside the list: its fields and its timeline. */
export function ApplyDetailDrawer({ applyNo, onClose }: { applyNo?: string; onClose: () => void }) {
  const detail = useQuery({ ...tradeApplyQuery(applyNo ?? ''), enabled: Boolean(applyNo) })
  const record = detail.data
  return (
    <DetailDrawer
      open={Boolean(applyNo)}
      title={`交易申请 ${applyNo ?? ''}`}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
    >
      {record && (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            办理进度
          </Typography.Title>
          <StatusTimeline steps={record.steps} />
        </>
      )}
    </DetailDrawer>
  )
}
