import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Form, Input } from 'antd'
import type { Credentials } from '../hooks/use-login-flow'
import { useImageCode } from '../hooks/use-image-code'
import { ImageCode } from './image-code'
import { SmsCodeButton } from './sms-code-button'

interface Props {
  busy: boolean
  error: string | undefined
  onSubmit: (values: Credentials) => void
}

type Values = Credentials & { imageCode: string }

/** User name, password, image code and SMS code; what was typed stays after a failure. */
export function LoginForm({ busy, error, onSubmit }: Props) {
  const [form] = Form.useForm<Values>()
  const imageCode = useImageCode()
  return (
    <Form
      form={form}
      name="login"
      size="large"
      autoComplete="off"
      validateTrigger={['onBlur', 'onSubmit']}
      onFinish={({ userName, password, smsCode }) => onSubmit({ userName, password, smsCode })}
    >
      {error && (
        <p role="alert" className="login-form__error">
          {error}
        </p>
      )}
      <Form.Item
        name="userName"
        rules={[
          { required: true, whitespace: true, message: '请输入用户名' },
          { max: 50, message: '用户名不能超过50个字符' },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder="用户名" aria-label="用户名" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: '请输入密码' },
          { max: 50, message: '密码不能超过50个字符' },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="密码" aria-label="密码" />
      </Form.Item>
      <Form.Item required className="login-form__row">
        <Form.Item
          name="imageCode"
          noStyle
          rules={[
            { required: true, whitespace: true, message: '请输入图形验证码' },
            { len: 4, message: '图形验证码为4位字符' },
          ]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder="图形验证码"
            aria-label="图形验证码"
            maxLength={4}
          />
        </Form.Item>
        <ImageCode {...imageCode} onRefresh={() => void imageCode.refresh()} />
      </Form.Item>
      <Form.Item required className="login-form__row">
        <Form.Item
          name="smsCode"
          noStyle
          rules={[
            { required: true, whitespace: true, message: '请输入短信验证码' },
            { pattern: /^\s*\d{4,6}\s*$/, message: '短信验证码为4-6位数字' },
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder="短信验证码"
            aria-label="短信验证码"
            maxLength={6}
          />
        </Form.Item>
        <SmsCodeButton form={form} onImageSpent={() => void imageCode.refresh()} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登 录
      </Button>
    </Form>
  )
}
