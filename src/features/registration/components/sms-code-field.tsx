import { Button, Form } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { useState } from 'react'
import { LIMITS } from '@contract/limits'
import { errorMessage } from '@/lib/http/api-error'
import { useCountdown } from '@/lib/use-countdown'
import { sendApplyCode, type CodePurpose } from '@/api/public/apply-code'
import { smsCodeRules } from '../rules'
import { InputWithAction } from '@/components/input-with-action'
import { announceSmsSent } from '@/lib/announce-sms-sent'

interface Props {
  purpose: CodePurpose
  /** The mobile field the code goes to; it is checked before sending. */
  mobileName: NamePath
  name: NamePath
  id: string
}

/** 短信验证码 with 获取验证码 (60 s before another); the server's refusal shows at the field. */
export function SmsCodeField({ purpose, mobileName, name, id }: Props) {
  const form = Form.useFormInstance()
  const { left, start } = useCountdown(LIMITS.smsCountdownSeconds)
  const [sending, setSending] = useState(false)

  const send = async () => {
    const mobile = await form
      .validateFields([mobileName])
      .then(() => String(form.getFieldValue(mobileName)))
      .catch(() => undefined)
    if (!mobile) return
    setSending(true)
    try {
      const sent = await sendApplyCode(purpose, mobile)
      start()
      form.setFields([{ name, errors: [] }])
      announceSmsSent(sent)
    } catch (e) {
      form.setFields([{ name, errors: [errorMessage(e, '短信验证码发送失败，请稍后再试')] }])
    } finally {
      setSending(false)
    }
  }

  return (
    <Form.Item label="短信验证码" htmlFor={id} name={name} rules={smsCodeRules}>
      <InputWithAction
        className="apply-sms"
        id={id}
        max={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="请输入短信验证码"
        action={
          <Button onClick={() => void send()} disabled={left > 0} loading={sending}>
            {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </Button>
        }
      />
    </Form.Item>
  )
}
