import { Form, Input, Modal, Typography } from 'antd'
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

const RULES = {
  password: [ruleOf(checkOldPassword)],
  newPassword: [ruleOf(checkNewPassword)],
  confirmPassword: [ruleOf(checkConfirmPassword)],
}

interface Props {
  open: boolean
  onClose: () => void
}

/**
 * 密码修改 (portal-spec §5): 原密码, 新密码, 确认密码, checked on blur; on submit the two new
 * ones must match. 550 px wide; a click on the mask never closes it (§9). What was typed stays
 * when the server refuses; closing the dialog forgets it.
 */
export function PasswordDialog({ open, onClose }: Props) {
  const [form] = Form.useForm<PasswordValues>()
  const { submit, pending } = useChangePassword()
  const lengths = usePasswordLengths()
  const lengthHint = (name: keyof PasswordValues) => {
    const hint = lengths.hint(name)
    return hint && <div role="status">{hint}</div>
  }

  const onOk = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const mismatch = checkSamePasswords(values.newPassword, values.confirmPassword)
    if (mismatch) {
      form.setFields([{ name: 'confirmPassword', errors: [mismatch] }])
      return
    }
    if (await submit(values)) onClose()
  }

  return (
    <Modal
      title="密码修改"
      open={open}
      width={550}
      mask={{ closable: false }}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={pending}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
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
          normalize={lengths.normalize('confirmPassword')}
          extra={lengthHint('confirmPassword')}
        >
          <Input.Password
            autoComplete="new-password"
            onPressEnter={() => void onOk()}
            {...lengths.input('confirmPassword')}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
