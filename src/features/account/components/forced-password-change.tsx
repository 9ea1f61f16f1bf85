import { LockOutlined } from '@ant-design/icons'
import { Alert, Button, Card } from 'antd'
import { useState } from 'react'
import { useSessionUser } from '@/stores/session-store'
import { useLogOut } from '../hooks/use-log-out'
import { PasswordChangeFields, usePasswordChangeForm } from './password-change-form'
import './forced-password-change.css'

const TITLE = '请修改临时密码'

/**
 * What a user with a temporary password (用户管理's 新增 or 重置密码) sees instead of any page:
 * the password change's form, which cannot be dismissed; 退出登录 is the only other way out.
 * On success: 修改成功！请重新登录, and the logout after 500 ms (portal-spec §4).
 */
export function ForcedPasswordChange() {
  const user = useSessionUser()
  const logOut = useLogOut()
  const { form, pending, confirm } = usePasswordChangeForm()
  const [done, setDone] = useState(false)
  const onOk = async () => {
    if (!done && (await confirm())) setDone(true)
  }

  return (
    <main className="forced-password">
      <Card
        className="forced-password__card"
        title={
          <h1 className="forced-password__title">
            <LockOutlined aria-hidden /> {TITLE}
          </h1>
        }
      >
        <Alert
          type="warning"
          showIcon
          title={`${user?.realName || user?.userName || '您'}，您正在使用管理员设置的临时密码`}
          description="为保护账号安全，请先设置新密码。修改成功后请使用新密码重新登录。"
        />
        <PasswordChangeFields form={form} onEnter={() => void onOk()} />
        <div className="forced-password__actions">
          <Button onClick={() => logOut()}>退出登录</Button>
          <Button type="primary" loading={pending} disabled={done} onClick={() => void onOk()}>
            确 定
          </Button>
        </div>
      </Card>
    </main>
  )
}
