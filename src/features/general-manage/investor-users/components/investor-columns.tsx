import type { ColumnType } from 'antd/es/table'
import { dateColumn, statusColumn, type StatusStyle } from '@/components/query-table/columns'
import {
  AUDIT_STATUS_LABEL,
  INVESTOR_KIND_LABEL,
  INVESTOR_USER_STATUS_LABEL,
  RESET_CHANNEL_LABEL,
  type AccountAudit,
  type InvestorUser,
  type ResetAudit,
} from '@contract/api/investor-user'

/* The three tabs' columns, status tags and filter options. */

type Sorted = (field: string) => 'ascend' | 'descend' | null

export const USER_STATUSES: Record<string, StatusStyle> = {
  normal: { text: INVESTOR_USER_STATUS_LABEL.normal, color: 'success' },
  frozen: { text: INVESTOR_USER_STATUS_LABEL.frozen, color: 'warning' },
  closed: { text: INVESTOR_USER_STATUS_LABEL.closed, color: 'default' },
}

export const AUDIT_STATUSES: Record<string, StatusStyle> = {
  pending: { text: AUDIT_STATUS_LABEL.pending, color: 'warning' },
  approved: { text: AUDIT_STATUS_LABEL.approved, color: 'success' },
  returned: { text: AUDIT_STATUS_LABEL.returned, color: 'error' },
}

const optionsOf = (labels: Readonly<Record<string, string | StatusStyle>>) =>
  Object.entries(labels).map(([value, l]) => ({
    value,
    label: typeof l === 'string' ? l : l.text,
  }))

export const USER_STATUS_OPTIONS = optionsOf(USER_STATUSES)
export const AUDIT_STATUS_OPTIONS = optionsOf(AUDIT_STATUSES)
export const KIND_OPTIONS = optionsOf(INVESTOR_KIND_LABEL)
export const CHANNEL_OPTIONS = optionsOf(RESET_CHANNEL_LABEL)

const text = <Row,>(title: string, field: string, width?: number): ColumnType<Row> => ({
  title,
  dataIndex: field,
  key: field,
  width,
})

/** The document types short enough for a column; the drawer names them in full. */
const SHORT_ID_TYPE: Readonly<Record<string, string>> = {
  '0': '身份证',
  '1': '护照',
  '2': '军官证',
  '3': '通行证',
  '4': '营业执照',
}

const certificate = <
  Row extends { certificatesType: string; certificatesNum: string },
>(): ColumnType<Row> => ({
  title: '证件',
  key: 'certificatesNum',
  width: 210,
  render: (_: unknown, row: Row) => (
    <span>
      <span className="investor-muted">{SHORT_ID_TYPE[row.certificatesType] ?? ''}</span>{' '}
      <span className="investor-mono">{row.certificatesNum}</span>
    </span>
  ),
})

const mobile = <Row,>(): ColumnType<Row> => ({
  ...text<Row>('手机号', 'mobile', 120),
  className: 'investor-mono',
})

export const userColumns = (sortOrder: Sorted): ColumnType<InvestorUser>[] => [
  text('姓名/名称', 'userName'),
  certificate(),
  mobile(),
  text('风险等级', 'riskLevel', 80),
  {
    ...dateColumn({
      title: '开户时间',
      field: 'openedAt',
      withTime: true,
      sortable: true,
      width: 165,
    }),
    sortOrder: sortOrder('openedAt'),
  },
  {
    ...dateColumn({
      title: '最近登录',
      field: 'lastLoginAt',
      withTime: true,
      sortable: true,
      width: 165,
    }),
    sortOrder: sortOrder('lastLoginAt'),
  },
  statusColumn({ title: '状态', field: 'status', statuses: USER_STATUSES, width: 80 }),
]

const submitted = <Row,>(sortOrder: Sorted): ColumnType<Row> => ({
  ...dateColumn<Row>({
    title: '申请时间',
    field: 'submittedAt',
    withTime: true,
    sortable: true,
    width: 165,
  }),
  sortOrder: sortOrder('submittedAt'),
})

export const accountAuditColumns = (sortOrder: Sorted): ColumnType<AccountAudit>[] => [
  text('申请编号', 'auditId', 100),
  text('姓名/名称', 'userName'),
  certificate(),
  mobile(),
  text('风险等级', 'riskLevel', 80),
  text('开户渠道', 'channel', 90),
  submitted(sortOrder),
  statusColumn({ title: '状态', field: 'status', statuses: AUDIT_STATUSES, width: 80 }),
]

export const resetAuditColumns = (sortOrder: Sorted): ColumnType<ResetAudit>[] => [
  text('申请编号', 'auditId', 100),
  text('姓名/名称', 'userName'),
  mobile(),
  {
    ...text<ResetAudit>('申请渠道', 'channel', 90),
    render: (channel: ResetAudit['channel']) => RESET_CHANNEL_LABEL[channel],
  },
  text('申请原因', 'applyReason', 150),
  submitted(sortOrder),
  statusColumn({ title: '状态', field: 'status', statuses: AUDIT_STATUSES, width: 80 }),
]
