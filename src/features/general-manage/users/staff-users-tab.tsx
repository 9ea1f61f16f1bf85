import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useState } from 'react'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { TipsDialog } from '@/components/tips-dialog'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import { STAFF_STATUS_LABEL, type StaffUser } from '@contract/api/general-manage'
import { queryStaffUsers } from '@/api/gm/users'
import { RowLink } from '../shared/row-link'
import { staffColumns } from './staff-columns'
import { UserFormDialog } from './user-form-dialog'
import { STAFF_LIST, type useStaffActions } from './use-staff-actions'

const STATUS_OPTIONS = Object.entries(STAFF_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}))

type Ask = { user: StaffUser; action: 'disable' | 'enable' | 'reset' }
const ASK: Record<Ask['action'], (u: StaffUser) => [string, string]> = {
  disable: (u) => [
    `确定停用用户「${u.realName}」吗？`,
    '停用后该用户不能登录，已登录的会话将立即失效。',
  ],
  enable: (u) => [`确定启用用户「${u.realName}」吗？`, '启用后该用户可以重新登录。'],
  reset: (u) => [
    `确定重置「${u.realName}」的密码吗？`,
    '将生成一个临时密码（仅显示一次），原密码随即失效。',
  ],
}

const FIELDS: QueryFieldSpec[] = [
  {
    name: 'keyword',
    kind: 'text',
    label: '姓名/手机号',
    placeholder: '姓名、用户名或完整手机号',
    max: 30,
  },
  { name: 'status', kind: 'select', label: '状态', options: STATUS_OPTIONS },
]

/** 用户列表: the organisation's staff users; 新增, 编辑, 重置密码, 停用 / 启用 (asked first). */
export function StaffUsersTab({ actions }: { actions: ReturnType<typeof useStaffActions> }) {
  const table = useTableQuery<StaffUser>({
    name: STAFF_LIST,
    fields: FIELDS,
    fetchPage: queryStaffUsers,
    rowKey: 'userId',
  })
  const [editing, setEditing] = useState<{ user?: StaffUser }>()
  const [asking, setAsking] = useState<Ask>()
  const { save, status, reset } = actions
  const rowActions = actionColumn<StaffUser>((u) => {
    const disabled = u.status === 'disabled'
    return (
      <span className="gm-actions">
        <RowLink text="编辑" label={`编辑 ${u.realName}`} onClick={() => setEditing({ user: u })} />
        <RowLink
          text="重置密码"
          label={`重置密码 ${u.realName}`}
          disabled={disabled}
          onClick={() => setAsking({ user: u, action: 'reset' })}
        />
        {disabled ? (
          <RowLink
            text="启用"
            label={`启用 ${u.realName}`}
            onClick={() => setAsking({ user: u, action: 'enable' })}
          />
        ) : (
          <RowLink
            text="停用"
            label={`停用 ${u.realName}`}
            danger
            disabled={u.self}
            onClick={() => setAsking({ user: u, action: 'disable' })}
          />
        )}
      </span>
    )
  }, 200)
  const columns = staffColumns(rowActions)
  const [content, sub] = asking ? ASK[asking.action](asking.user) : ['', '']
  const confirm = ({ user, action }: Ask) =>
    action === 'reset'
      ? reset.mutateAsync(user.userId)
      : status.mutateAsync({ userId: user.userId, action })
  return (
    <>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<StaffUser>
        title="本机构用户"
        columns={columns}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增用户
          </Button>
        }
      />
      <UserFormDialog
        key={editing?.user?.userId ?? 'new'}
        open={Boolean(editing)}
        user={editing?.user}
        busy={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
        onClose={() => setEditing(undefined)}
      />
      <TipsDialog
        open={Boolean(asking)}
        content={content}
        subContent={sub}
        onCancel={() => setAsking(undefined)}
        onOk={() =>
          asking &&
          confirm(asking).then(
            () => setAsking(undefined),
            () => undefined,
          )
        }
      />
    </>
  )
}
