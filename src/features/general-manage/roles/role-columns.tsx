import { Tag, Typography } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { RoleSummary } from '@contract/api/general-manage'

/** 角色管理's columns: name, what it is for, its members and how many pages it reaches. */
export function roleColumns(actions: ColumnType<RoleSummary>): ColumnType<RoleSummary>[] {
  return [
    { title: '角色名称', dataIndex: 'roleName', key: 'roleName', width: 140 },
    { title: '角色说明', dataIndex: 'description', key: 'description' },
    {
      title: '成员数',
      dataIndex: 'memberCount',
      key: 'memberCount',
      width: 90,
      align: 'right',
    },
    {
      title: '本机构成员',
      dataIndex: 'members',
      key: 'members',
      width: 260,
      render: (members: RoleSummary['members'], role) => {
        const others = role.memberCount - members.length
        return (
          <span className="gm-members">
            {members.map((m) => (
              <Tag key={m.userId}>{`${m.realName}（${m.userName}）`}</Tag>
            ))}
            {members.length === 0 && others === 0 && (
              <Typography.Text type="secondary">暂无成员</Typography.Text>
            )}
            {others > 0 && (
              <Typography.Text type="secondary">{`其他机构 ${others} 人`}</Typography.Text>
            )}
          </span>
        )
      },
    },
    {
      title: '可访问菜单',
      dataIndex: 'reachCount',
      key: 'reachCount',
      width: 110,
      align: 'right',
      render: (reach: number, role) => `${reach} / ${role.pageCount}`,
    },
    actions,
  ]
}
