import { Button, Space } from 'antd'
import { DetailDrawer } from '@/components/detail-drawer/detail-drawer'
import type { DetailField } from '@/components/detail-drawer/detail-fields'
import { FUND_CREATE_DOCS, type FundCreateDetail as Detail } from '@/types/api/fund-create'
import { getFundCreate } from '../api/fund-create'
import { useApplicationDetail } from '../hooks/use-application-action'
import { ApplicationDocuments } from './application-documents'
import { ApplicationSections } from './application-sections'
import { FUND_CREATE_STYLES, StatusTag } from './application-statuses'

const FIELDS: DetailField<Detail>[] = [
  { label: '申请编号', field: 'applyId' },
  { label: '状态', render: (r) => <StatusTag styles={FUND_CREATE_STYLES} status={r.status} /> },
  { label: '产品代码', field: 'fundCode' },
  { label: '申请日期', field: 'applyDate', kind: 'date' },
  { label: '产品名称', field: 'fundName', wide: true },
  { label: '募集金额（元）', field: 'raisedAmount', kind: 'money' },
  { label: '投资者人数', field: 'investorCount' },
  { label: '成立日期', field: 'establishDate', kind: 'date' },
]

interface Props {
  applyId: string | undefined
  onClose: () => void
  onSupplement: (applyId: string) => void
  onWithdraw: (record: Detail) => void
}

/** An establishment application beside the list: its fields, documents and timeline. */
export function FundCreateDetail({ applyId, onClose, onSupplement, onWithdraw }: Props) {
  const { data, isPending, isError, refetch } = useApplicationDetail(
    'fund-create',
    applyId,
    getFundCreate,
  )
  const pending = data?.status === 'supplement' || data?.status === 'returned'
  const open = pending || data?.status === 'reviewing'
  const footer = data && open && (
    <Space>
      <Button onClick={() => onWithdraw(data)}>撤回申请</Button>
      {pending && (
        <Button type="primary" onClick={() => onSupplement(data.applyId)}>
          补充材料
        </Button>
      )}
    </Space>
  )
  return (
    <DetailDrawer
      open={Boolean(applyId)}
      title={data ? `成立申请 · ${data.fundName}` : '成立申请'}
      onClose={onClose}
      loading={isPending}
      failed={isError}
      onRetry={() => void refetch()}
      footer={footer}
    >
      {data && (
        <ApplicationSections
          record={data}
          fields={FIELDS}
          returnReason={data.returnReason}
          documents={<ApplicationDocuments kinds={FUND_CREATE_DOCS} documents={data.documents} />}
          timeline={data.timeline}
        />
      )}
    </DetailDrawer>
  )
}
