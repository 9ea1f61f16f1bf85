import { Table, Tag } from 'antd'
import { RecordDrawer } from '@/components/detail-drawer/record-drawer'
import { DetailFields, type DetailField } from '@/components/detail-drawer/detail-fields'
import { idTypeLabel } from '@contract/id-types'
import { formatDateTime } from '@/lib/format'
import {
  INVESTOR_KIND_LABEL,
  type InvestorAuditBrief,
  type InvestorUserDetail,
} from '@contract/api/investor-user'
import { investorUserQuery } from '@/api/investor-user/investor-users'
import { AUDIT_STATUSES, USER_STATUSES } from './investor-columns'

const FIELDS: DetailField<InvestorUserDetail>[] = [
  { label: '姓名/名称', field: 'userName', wide: true },
  { label: '投资者类型', render: (r) => INVESTOR_KIND_LABEL[r.investorKind] },
  {
    label: '状态',
    render: (r) => (
      <Tag color={USER_STATUSES[r.status]?.color}>{USER_STATUSES[r.status]?.text}</Tag>
    ),
  },
  { label: '证件类型', render: (r) => idTypeLabel(r.certificatesType) },
  { label: '证件号码', field: 'certificatesNum' },
  { label: '手机号', field: 'mobile' },
  { label: '风险等级', field: 'riskLevel' },
  { label: '开户渠道', field: 'openChannel' },
  { label: '开户时间', field: 'openedAt', kind: 'datetime' },
  { label: '最近登录', field: 'lastLoginAt', kind: 'datetime' },
]

const AUDIT_COLUMNS = [
  { title: '申请编号', dataIndex: 'auditId', key: 'auditId' },
  { title: '业务类型', dataIndex: 'kind', key: 'kind' },
  {
    title: '申请时间',
    dataIndex: 'submittedAt',
    key: 'submittedAt',
    render: (at: string) => formatDateTime(at),
  },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    render: (s: InvestorAuditBrief['status']) => (
      <Tag color={AUDIT_STATUSES[s]?.color}>{AUDIT_STATUSES[s]?.text}</Tag>
    ),
  },
]

interface Props {
  investorId: string | undefined
  onClose: () => void
}

/** An investor user's account with the organisation, and the audits it went through here. */
export function UserDrawer({ investorId, onClose }: Props) {
  return (
    <RecordDrawer
      id={investorId}
      record={investorUserQuery}
      title={(record) => `投资者详情 ${record?.userName ?? ''}`}
      onClose={onClose}
    >
      {(record) => (
        <>
          <DetailFields record={record} fields={FIELDS} />
          <h3 className="investor-section">审核记录</h3>
          <Table<InvestorAuditBrief>
            size="small"
            rowKey="auditId"
            pagination={false}
            columns={AUDIT_COLUMNS}
            dataSource={record.audits}
            locale={{ emptyText: '暂无审核记录' }}
          />
        </>
      )}
    </RecordDrawer>
  )
}
