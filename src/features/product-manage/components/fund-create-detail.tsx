import { Button, Space } from 'antd'
import type { DetailField } from '@/components/detail-drawer/detail-fields'
import { FUND_CREATE_DOCS, type FundCreateDetail as Detail } from '@contract/api/fund-create'
import { fundCreateQuery } from '@/api/product/fund-create'
import { ApplicationDocuments } from './application-documents'
import { ApplicationDrawer } from './application-drawer'
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
  const footer = (data: Detail) => {
    const pending = data.status === 'supplement' || data.status === 'returned'
    return (
      (pending || data.status === 'reviewing') && (
        <Space>
          <Button onClick={() => onWithdraw(data)}>撤回申请</Button>
          {pending && (
            <Button type="primary" onClick={() => onSupplement(data.applyId)}>
              补充材料
            </Button>
          )}
        </Space>
      )
    )
  }
  return (
    <ApplicationDrawer
      id={applyId}
      record={fundCreateQuery}
      title="成立申请"
      onClose={onClose}
      footer={footer}
    >
      {(data) => (
        <ApplicationSections
          record={data}
          fields={FIELDS}
          returnReason={data.returnReason}
          documents={<ApplicationDocuments kinds={FUND_CREATE_DOCS} documents={data.documents} />}
          timeline={data.timeline}
        />
      )}
    </ApplicationDrawer>
  )
}
