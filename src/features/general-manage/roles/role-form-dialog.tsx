import { Form } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { LimitedTextArea } from '@/components/limited-text-area'
import { FormDialog } from '@/components/form-dialog'
import type { RoleSummary } from '@contract/api/general-manage'

interface Values {
  roleName: string
  description: string
}

interface Props {
  /** The role edited; undefined adds one. */
  role?: RoleSummary
  open: boolean
  busy: boolean
  onSave: (values: Values) => Promise<unknown>
  onClose: () => void
}

/** 新增角色 / 编辑角色: a name (2–20 characters, unique) and what the role is for. */
export function RoleFormDialog({ role, open, busy, onSave, onClose }: Props) {
  const finish = (v: Values) =>
    onSave({ roleName: v.roleName.trim(), description: (v.description ?? '').trim() }).then(
      onClose,
      () => undefined,
    )
  return (
    <FormDialog<Values>
      open={open}
      title={role ? `编辑角色（${role.roleName}）` : '新增角色'}
      name="role"
      busy={busy}
      initialValues={role ?? {}}
      onFinish={finish}
      onClose={onClose}
    >
      <Form.Item
        name="roleName"
        label="角色名称"
        rules={[
          { required: true, whitespace: true, message: '请填写角色名称' },
          { min: 2, max: 20, message: '角色名称应为2-20个字符' },
        ]}
      >
        <LimitedInput max={20} />
      </Form.Item>
      <Form.Item
        name="description"
        label="角色说明"
        extra={role ? undefined : '新角色不含任何菜单，保存后请在“菜单权限管理”中为它分配菜单。'}
      >
        <LimitedTextArea rows={3} max={100} />
      </Form.Item>
    </FormDialog>
  )
}
