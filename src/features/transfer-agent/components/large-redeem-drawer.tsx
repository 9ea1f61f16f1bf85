import { useQuery } from '@tanstack/react-query'
import { Table, Typography } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { formatDateTime } from '@/lib/format'
import {
  LARGE_REDEEM_STATUS_LABEL,
  REMAINDER_LABEL,
  type LargeRedeemApplication,
  type LargeRedeemDetail,
} from '@contract/api/transfer-agent'
import { largeRedeemQuery } from '@/api/ta/large-redeems'
import { LargeRedeemForm } from './large-redeem-form'
import { formatShares, shareColumn } from './ta-labels'

const pct = (n: number | null) => (n === null ? '—' : `${(n * 100).toFixed(2)}%`)

const FIELDS: DetailField<LargeRedeemDetail>[] = [
  { label: '产品', render: (r) => `${r.fundCode} ${r.fundName}`, wide: true },
  { label: '开放日', field: 'openDate', kind: 'date' },
  { label: '状态', render: (r) => LARGE_REDEEM_STATUS_LABEL[r.status] },
  { label: '基金总份额', render: (r) => formatShares(r.fundShares) },
  { label: '赎回申请份额', render: (r) => formatShares(r.redeemShares) },
  { label: '申购折算份额', render: (r) => formatShares(r.purchaseShares) },
  { label: '净赎回份额', render: (r) => formatShares(r.netRedeemShares) },
  { label: '净赎回比例', render: (r) => pct(r.netRatio) },
  { label: '确认比例', render: (r) => pct(r.confirmRatio) },
  { label: '确认份额', render: (r) => formatShares(r.confirmShares) },
  { label: '未确认部分', render: (r) => (r.remainder ? REMAINDER_LABEL[r.remainder] : '—') },
  {
    label: '处理人',
    render: (r) => (r.handler ? `${r.handler} ${formatDateTime(r.handledAt)}` : '—'),
  },
]

const COLUMNS = [
  { title: '申请单号', dataIndex: 'applyNo', key: 'applyNo' },
  { title: '投资者', dataIndex: 'investorName', key: 'investorName' },
  shareColumn<LargeRedeemApplication>('申请份额', 'applyShares'),
  shareColumn<LargeRedeemApplication>('确认份额', 'confirmShares'),
]

/** A large redemption: its figures, each application, and the decision while it waits. */
export function LargeRedeemDrawer({ id, onClose }: { id?: string; onClose: () => void }) {
  const detail = useQuery({ ...largeRedeemQuery(id ?? ''), enabled: Boolean(id) })
  const record = detail.data
  return (
    <DetailDrawer
      open={Boolean(id)}
      title={record ? `巨额赎回 · ${record.fundName}` : '巨额赎回'}
      onClose={onClose}
      loading={detail.isLoading}
      failed={detail.isError}
      onRetry={() => void detail.refetch()}
    >
      {record && (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            赎回申请（{record.applyCount} 笔）
          </Typography.Title>
          <Table<LargeRedeemApplication>
            rowKey="applyNo"
            size="small"
            pagination={false}
            columns={COLUMNS}
            dataSource={record.applications}
          />
          {record.status === 'pending' && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                管理人确认
              </Typography.Title>
              <LargeRedeemForm record={record} />
            </>
          )}
        </>
      )}
    </DetailDrawer>
  )
}
