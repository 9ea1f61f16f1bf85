import { Button } from 'antd'
import type { DetailField } from '@/components/detail-drawer/detail-fields'
import type { LiquidationDetail as Detail } from '@contract/api/fund-liquidation'
import { liquidationQuery } from '@/api/product/fund-liquidation'
import { ApplicationDocuments } from './application-documents'
import { ApplicationDrawer } from './application-drawer'
import { ApplicationSections } from './application-sections'
import { LIQUIDATION_STYLES, StatusTag } from './application-statuses'

const FIELDS: DetailField<Detail>[] = [
  { label: '申请编号', field: 'applyId' },
  { label: '状态', render: (r) => <StatusTag styles={LIQUIDATION_STYLES} status={r.status} /> },
  { label: '产品代码', field: 'fundCode' },
  { label: '申请日期', field: 'applyDate', kind: 'date' },
  { label: '产品名称', field: 'fundName', wide: true },
  { label: '清算原因', field: 'reason', wide: true },
  { label: '清算基准日', field: 'baseDate', kind: 'date' },
  { label: '剩余财产（元）', field: 'remainingAssets', kind: 'money' },
]

interface Props {
  applyId: string | undefined
  onClose: () => void
  onConfirm: (record: Detail) => void
}

/** A liquidation beside the list: its fields, the report and the steps so far. */
export function FundLiquidationDetail({ applyId, onClose, onConfirm }: Props) {
  return (
    <ApplicationDrawer
      id={applyId}
      record={liquidationQuery}
      title="清算申请"
      onClose={onClose}
      footer={(data) =>
        data.status === 'confirming' && (
          <Button type="primary" onClick={() => onConfirm(data)}>
            确认清算报告
          </Button>
        )
      }
    >
      {(data) => (
        <ApplicationSections
          record={data}
          fields={FIELDS}
          documents={
            <ApplicationDocuments kinds={['liquidationReport']} documents={data.documents} />
          }
          timeline={data.timeline}
        />
      )}
    </ApplicationDrawer>
  )
}
