import { Form, Input } from 'antd'
import { PASSWORD_MSG } from '@/lib/password-rules'
import { RULES } from '../form-rules'

/** 新密码 and 确认密码 with the 密码修改 dialog's rules and hint, checked on blur (spec §5). */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        name="newPassword"
        label="新密码"
        required
        validateTrigger="onBlur"
        rules={RULES.newPassword}
        extra={PASSWORD_MSG.hint}
      >
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        required
        validateTrigger="onBlur"
        rules={RULES.confirmPassword}
      >
        <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
    </>
  )
}
