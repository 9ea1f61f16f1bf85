import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { dateColumn, statusColumn } from '@/components/query-table/columns'
import { SEAL_STATUS_LABEL, SEAL_TYPES, type Seal } from '@contract/api/e-signature'
import { SealMark } from './seal-mark'

export const SEAL_STATUSES = {
  enabled: { text: SEAL_STATUS_LABEL.enabled, color: 'success' },
  disabled: { text: SEAL_STATUS_LABEL.disabled, color: 'default' },
  pending: { text: SEAL_STATUS_LABEL.pending, color: 'warning' },
} as const
export const SEAL_STATUS_OPTIONS = Object.entries(SEAL_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}))
export const SEAL_TYPE_OPTIONS = Object.entries(SEAL_TYPES).map(([value, label]) => ({
  value,
  label,
}))

/** 印章管理's columns: the image and name, type, code, status, users and dates. */
export function sealColumns(actions: ColumnType<Seal>): ColumnType<Seal>[] {
  return [
    {
      title: '印章',
      dataIndex: 'sealName',
      key: 'sealName',
      render: (name: string, seal) => (
        <span className="esign-seal-cell">
          <SealMark face={seal} name={name} size={56} />
          <span>{name}</span>
        </span>
      ),
    },
    {
      title: '印章类型',
      dataIndex: 'sealType',
      key: 'sealType',
      width: 110,
      render: (type: Seal['sealType']) => SEAL_TYPES[type],
    },
    { title: '印章编码', dataIndex: 'sealNo', key: 'sealNo', width: 140 },
    statusColumn({ title: '状态', field: 'status', statuses: SEAL_STATUSES }),
    {
      title: '授权使用人',
      dataIndex: 'users',
      key: 'users',
      render: (users: Seal['users']) =>
        users.length ? (
          <span className="esign-users">
            {users.map((u) => (
              <Tag key={u.userId}>{u.realName}</Tag>
            ))}
          </span>
        ) : (
          <span className="esign-muted">未授权</span>
        ),
    },
    dateColumn({ title: '备案日期', field: 'registeredDate' }),
    dateColumn({ title: '证书有效期至', field: 'certValidTo', width: 120 }),
    actions,
  ]
}
