import { Button, Form } from 'antd'
import { digitsOnly, RULES } from '../form-rules'
import { InputWithAction } from '@/components/input-with-action'

interface Props {
  maskedMobile: string
  countdown: number
  busy: boolean
  onResend: () => void
}

/** Step 2 (staff and investors): the code sent to the registered mobile, 重新获取 after 60 s. */
export function SmsCodeStep({ maskedMobile, countdown, busy, onResend }: Props) {
  return (
    <>
      <p className="reset-note">
        {maskedMobile ? `短信验证码已发送至 ${maskedMobile}，5分钟内有效。` : '请输入短信验证码。'}
      </p>
      <Form.Item
        label="短信验证码"
        name="verificationCode"
        required
        validateTrigger="onBlur"
        normalize={digitsOnly}
        rules={RULES.verificationCode}
      >
        <InputWithAction
          className="reset-code-row"
          max={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入验证码"
          action={
            <Button onClick={onResend} disabled={countdown > 0 || busy}>
              {countdown > 0 ? `${countdown}秒后重新获取` : '重新获取'}
            </Button>
          }
        />
      </Form.Item>
    </>
  )
}
