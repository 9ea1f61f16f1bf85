import { Table, Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { RecordDrawer } from '@/components/detail-drawer/record-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { formatAmount } from '@/lib/format'
import type { AgencyFund, SalesAgencyDetail } from '@contract/api/sales'
import { salesAgencyQuery } from '@/api/sales/sales-agencies'
import { AGENCY_STATUSES } from './agency-statuses'

const FIELDS: DetailField<SalesAgencyDetail>[] = [
  { label: '机构名称', field: 'agencyName', wide: true },
  { label: '机构代码', field: 'agencyCode' },
  { label: '机构类型', field: 'kind' },
  {
    label: '合作状态',
    render: (r) => (
      <Tag color={AGENCY_STATUSES[r.status].color}>{AGENCY_STATUSES[r.status].text}</Tag>
    ),
  },
  { label: '协议编号', field: 'agreementNo' },
  { label: '协议签署日', field: 'signDate', kind: 'date' },
  { label: '协议到期日', field: 'expireDate', kind: 'date' },
  { label: '联系人', field: 'contactName' },
  { label: '联系电话', field: 'contactPhone' },
  { label: '电子邮箱', field: 'contactEmail' },
  { label: '办公地址', field: 'address', wide: true },
  { label: '说明', field: 'remark', wide: true },
]

const FUND_COLUMNS: ColumnType<AgencyFund>[] = [
  { title: '产品代码', dataIndex: 'fundCode', key: 'fundCode' },
  { title: '产品名称', dataIndex: 'fundName', key: 'fundName' },
  { title: '阶段', dataIndex: 'stage', key: 'stage' },
  { title: '持有人数', dataIndex: 'holderCount', key: 'holderCount', align: 'right' },
  {
    title: '保有份额',
    dataIndex: 'shares',
    key: 'shares',
    align: 'right',
    render: (v: number) => formatAmount(v),
  },
  { title: '在途订单', dataIndex: 'openOrders', key: 'openOrders', align: 'right' },
]

interface Props {
  agencyCode: string | undefined
  onClose: () => void
}

/** An agency beside the list: its agreement and contact, and the funds it sells. */
export function AgencyDrawer({ agencyCode, onClose }: Props) {
  return (
    <RecordDrawer
      id={agencyCode}
      record={salesAgencyQuery}
      title={(record) => (record ? `销售机构 · ${record.agencyName}` : '销售机构')}
      onClose={onClose}
    >
      {(record) => (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <h3 className="sales-section">
            代销产品（{record.funds.length} 只，持有人 {record.holderCount} 户，保有份额{' '}
            {formatAmount(record.holdingShares)} 份）
          </h3>
          <Table<AgencyFund>
            size="small"
            rowKey="fundCode"
            columns={FUND_COLUMNS}
            dataSource={record.funds}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </RecordDrawer>
  )
}
