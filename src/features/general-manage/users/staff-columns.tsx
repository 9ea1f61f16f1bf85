import { Tag } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { MaskedValue } from '@/components/masked-value'
import { statusColumn } from '@/components/query-table/columns'
import { STAFF_STATUS_LABEL, type StaffUser } from '@contract/api/general-manage'
import { revealStaffMobile } from '@/api/gm/users'

const STATUSES = {
  enabled: { text: STAFF_STATUS_LABEL.enabled, color: 'success' },
  disabled: { text: STAFF_STATUS_LABEL.disabled, color: 'default' },
} as const

/** 用户列表's columns: who, their mobile (masked, 查看 on request), roles and status. */
export function staffColumns(actions: ColumnType<StaffUser>): ColumnType<StaffUser>[] {
  return [
    { title: '用户名', dataIndex: 'userName', key: 'userName', width: 140 },
    {
      title: '姓名',
      dataIndex: 'realName',
      key: 'realName',
      width: 140,
      render: (name: string, u: StaffUser) =>
        u.self ? (
          <>
            {name} <Tag color="blue">本人</Tag>
          </>
        ) : (
          name
        ),
    },
    {
      title: '手机号',
      dataIndex: 'mobile',
      key: 'mobile',
      width: 170,
      render: (mobile: string, u: StaffUser) => (
        <MaskedValue
          masked={mobile}
          label={`${u.realName} 的手机号`}
          reveal={() => revealStaffMobile(u.userId)}
        />
      ),
    },
    {
      title: '角色',
      dataIndex: 'roleNames',
      key: 'roleNames',
      render: (names: string[]) =>
        names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : '未分配角色',
    },
    statusColumn<StaffUser>({ title: '状态', field: 'status', statuses: STATUSES, width: 100 }),
    actions,
  ]
}
