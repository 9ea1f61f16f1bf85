import { Form, Select } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { FormDialog } from '@/components/form-dialog'
import { useQuery } from '@tanstack/react-query'
import { isMobile } from '@contract/validators'
import type { StaffUser, StaffUserBody } from '@contract/api/general-manage'
import { roleOptionsQuery } from '@/api/gm/roles'

type Values = Omit<StaffUserBody, 'userId'>

interface Props {
  /** The user edited; undefined adds one. */
  user?: StaffUser
  open: boolean
  busy: boolean
  onSave: (body: StaffUserBody) => Promise<unknown>
  onClose: () => void
}

const mobileRule = {
  validator: (_: unknown, value?: string) =>
    !value || isMobile(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('手机号格式不正确')),
}

/**
 * 新增用户 / 编辑用户: user name (fixed once created), name, mobile and roles. An edit never
 * loads the full mobile: left empty, the stored one stays.
 */
export function UserFormDialog({ user, open, busy, onSave, onClose }: Props) {
  const roles = useQuery({ ...roleOptionsQuery(), enabled: open })
  const finish = (v: Values) =>
    onSave({
      userId: user?.userId,
      userName: v.userName.trim(),
      realName: v.realName.trim(),
      // Empty on an edit: the server keeps the stored mobile.
      mobile: v.mobile?.trim() ?? '',
      roleIds: v.roleIds ?? [],
    }).then(onClose, () => undefined)
  return (
    <FormDialog<Values>
      open={open}
      title={user ? `编辑用户（${user.realName}）` : '新增用户'}
      name="staffUser"
      busy={busy}
      // The list's mobile is masked: an edit starts empty and changes it only if one is typed.
      initialValues={user ? { ...user, mobile: undefined } : { roleIds: [] }}
      onFinish={finish}
      onClose={onClose}
    >
      <Form.Item
        name="userName"
        label="用户名"
        extra={user ? '用户名创建后不可修改' : '4-20位字母、数字或下划线，以字母开头；用于登录'}
        rules={[
          { required: true, whitespace: true, message: '请填写用户名' },
          {
            pattern: /^\s*[A-Za-z][A-Za-z0-9_]{3,19}\s*$/,
            message: '用户名应为4-20位字母、数字或下划线，以字母开头',
          },
        ]}
      >
        <LimitedInput max={20} disabled={Boolean(user)} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="realName"
        label="姓名"
        rules={[
          { required: true, whitespace: true, message: '请填写姓名' },
          { min: 2, max: 30, message: '姓名应为2-30个字符' },
        ]}
      >
        <LimitedInput max={30} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label="手机号"
        extra={user ? `当前为 ${user.mobile}，留空则不修改` : undefined}
        rules={[{ required: !user, message: '请填写手机号' }, mobileRule]}
      >
        <LimitedInput
          max={11}
          inputMode="numeric"
          placeholder={user ? '留空则不修改' : undefined}
        />
      </Form.Item>
      <Form.Item
        name="roleIds"
        label="角色"
        extra="用户的菜单为所选角色可访问菜单的并集，下次登录时生效"
      >
        <Select
          aria-label="角色"
          mode="multiple"
          allowClear
          placeholder="请选择角色"
          loading={roles.isLoading}
          options={roles.data?.map((r) => ({ value: r.roleId, label: r.roleName }))}
        />
      </Form.Item>
    </FormDialog>
  )
}
