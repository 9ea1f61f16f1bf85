import { PlusOutlined } from '@ant-design/icons'
import { Button, Card } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { actionColumn } from '@/components/query-table/columns'
import { QueryForm } from '@/components/query-table/query-form'
import { QueryTable } from '@/components/query-table/query-table'
import { TipsDialog } from '@/components/tips-dialog'
import { useTableQuery } from '@/hooks/use-table-query'
import type { QueryFieldSpec } from '@/components/query-table/query-field-spec'
import type { RoleSummary } from '@contract/api/general-manage'
import { queryRoles } from '@/api/gm/roles'
import { RowLink } from '../shared/row-link'
import { roleColumns } from './role-columns'
import { RoleFormDialog } from './role-form-dialog'
import { ROLE_LIST, useRoleActions } from './use-role-actions'
import '../shared/general-manage.css'

const FIELDS: QueryFieldSpec[] = [
  { name: 'roleName', kind: 'text', label: '角色名称', placeholder: '请输入角色名称', max: 20 },
]

/**
 * 角色管理: the portal's roles (shared by every organisation) with their members; 新增, 编辑,
 * 菜单权限 (opens 菜单权限管理 on the role) and 删除, asked first and refused while the role has
 * members.
 */
export default function RoleManagementPage() {
  const table = useTableQuery<RoleSummary>({
    name: ROLE_LIST,
    fields: FIELDS,
    fetchPage: queryRoles,
    rowKey: 'roleId',
  })
  const navigate = useNavigate()
  const { save, remove } = useRoleActions()
  const [editing, setEditing] = useState<{ role?: RoleSummary }>()
  const [deleting, setDeleting] = useState<RoleSummary>()
  const inUse = (deleting?.memberCount ?? 0) > 0
  const actions = actionColumn<RoleSummary>(
    (role) => (
      <span className="gm-actions">
        <RowLink text="编辑" label={`编辑 ${role.roleName}`} onClick={() => setEditing({ role })} />
        <RowLink
          text="菜单权限"
          label={`菜单权限 ${role.roleName}`}
          onClick={() => navigate(`/general-manage/menu-perm-manage?roleId=${role.roleId}`)}
        />
        <RowLink
          text="删除"
          label={`删除 ${role.roleName}`}
          danger
          onClick={() => setDeleting(role)}
        />
      </span>
    ),
    190,
  )
  return (
    <Card>
      <QueryForm formProps={table.formProps} fields={FIELDS} />
      <QueryTable<RoleSummary>
        title="角色列表"
        columns={roleColumns(actions)}
        tableProps={table.tableProps}
        failed={table.result.isError}
        onRefresh={table.refresh}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增角色
          </Button>
        }
      />
      <RoleFormDialog
        key={editing?.role?.roleId ?? 'new'}
        open={Boolean(editing)}
        role={editing?.role}
        busy={save.isPending}
        onSave={(v) => save.mutateAsync({ ...v, roleId: editing?.role?.roleId })}
        onClose={() => setEditing(undefined)}
      />
      <TipsDialog
        open={Boolean(deleting)}
        content={
          inUse
            ? `角色「${deleting?.roleName}」下仍有 ${deleting?.memberCount} 名用户，不能删除。`
            : `确定删除角色「${deleting?.roleName}」吗？`
        }
        subContent={
          inUse ? '请先在“用户管理”中移除这些用户的该角色，再删除角色。' : '删除后不可恢复。'
        }
        okText={inUse ? '知道了' : '确 定'}
        onCancel={() => setDeleting(undefined)}
        onOk={() =>
          inUse || !deleting
            ? setDeleting(undefined)
            : remove.mutateAsync(deleting.roleId).then(
                () => setDeleting(undefined),
                () => undefined,
              )
        }
      />
    </Card>
  )
}
