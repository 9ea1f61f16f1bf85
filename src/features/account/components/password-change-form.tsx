import { Form, Input, Typography, type FormInstance } from 'antd'
import type { Rule } from 'antd/es/form'
import { useChangePassword, type PasswordValues } from '../hooks/use-change-password'
import { usePasswordLengths } from '../hooks/use-password-lengths'
import {
  checkConfirmPassword,
  checkNewPassword,
  checkOldPassword,
  checkSamePasswords,
  PASSWORD_MSG,
  type PasswordCheck,
} from '@/lib/password-rules'

/** An antd rule that runs one of the pure checks of password-rules.ts. */
const ruleOf = (check: PasswordCheck): Rule => ({
  validator: (_, value: string | undefined) => {
    const problem = check(value)
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
  },
})

/** 确认密码 must equal 新密码 once both are given: flagged on blur, and again as 新密码 changes. */
const sameAsNew: Rule = ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) => {
    const newPassword = getFieldValue('newPassword') as string | undefined
    const problem = newPassword && value ? checkSamePasswords(newPassword, value) : undefined
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
  },
})

const RULES = {
  password: [ruleOf(checkOldPassword)],
  newPassword: [ruleOf(checkNewPassword)],
  confirmPassword: [ruleOf(checkConfirmPassword), sameAsNew],
}
const CONFIRM_DEPENDS_ON = ['newPassword']

/**
 * The password change's form and its submit (portal-spec §5): the fields checked, the two new
 * ones equal, then the change sent. Resolves true when it succeeded (the logout is on its way).
 */
export function usePasswordChangeForm() {
  const [form] = Form.useForm<PasswordValues>()
  const { submit, pending } = useChangePassword()
  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined)
    return values ? submit(values) : false
  }
  return { form, pending, confirm }
}

interface Props {
  form: FormInstance<PasswordValues>
  /** Enter in 确认密码. */
  onEnter: () => void
}

/**
 * 原密码, 新密码 (with the hint) and 确认密码, checked on blur (确认密码 also when 新密码 changes). What was typed stays when the
 * server refuses.
 */
export function PasswordChangeFields({ form, onEnter }: Props) {
  const lengths = usePasswordLengths()
  const lengthHint = (name: keyof PasswordValues) => {
    const hint = lengths.hint(name)
    return hint && <div role="status">{hint}</div>
  }

  return (
    <Form
      form={form}
      name="password-change"
      labelCol={{ flex: '88px' }}
      validateTrigger="onBlur"
      preserve={false}
      style={{ paddingTop: 12 }}
    >
      <Form.Item
        name="password"
        label="原密码"
        required
        rules={RULES.password}
        normalize={lengths.normalize('password')}
        extra={lengthHint('password')}
      >
        <Input.Password autoComplete="current-password" {...lengths.input('password')} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label="新密码"
        required
        rules={RULES.newPassword}
        normalize={lengths.normalize('newPassword')}
        extra={
          <>
            <Typography.Text type="secondary">{PASSWORD_MSG.hint}</Typography.Text>
            {lengthHint('newPassword')}
          </>
        }
      >
        <Input.Password autoComplete="new-password" {...lengths.input('newPassword')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        required
        rules={RULES.confirmPassword}
        dependencies={CONFIRM_DEPENDS_ON}
        validateFirst
        normalize={lengths.normalize('confirmPassword')}
        extra={lengthHint('confirmPassword')}
      >
        <Input.Password
          autoComplete="new-password"
          onPressEnter={onEnter}
          {...lengths.input('confirmPassword')}
        />
      </Form.Item>
    </Form>
  )
}
