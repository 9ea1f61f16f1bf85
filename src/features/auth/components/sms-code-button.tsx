import { Button, type FormInstance } from 'antd'
import { useState } from 'react'
import { LIMITS } from '@/config/limits'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { sendSmsCode } from '../api/send-sms-code'
import { useCountdown } from '../hooks/use-countdown'

interface Props {
  form: FormInstance
  /** The image code was used up or wrong: show a new one. */
  onImageSpent: () => void
}

/** 获取验证码: checks user name and image code first, then counts down 60 s. */
export function SmsCodeButton({ form, onImageSpent }: Props) {
  const { left, start } = useCountdown(LIMITS.smsCountdownSeconds)
  const [sending, setSending] = useState(false)

  const send = async () => {
    let values: { userName: string; imageCode: string }
    try {
      values = await form.validateFields(['userName', 'imageCode'])
    } catch {
      return
    }
    setSending(true)
    try {
      const sent = await sendSmsCode(values.userName.trim(), values.imageCode.trim())
      start()
      if (sent.demoCode) {
        notify.info(
          `【演示环境】短信验证码：${sent.demoCode}（演示环境不发送真实短信，5 分钟内有效）`,
          15,
        )
      } else {
        notify.success(`验证码已发送至 ${sent.mobile}`)
      }
    } catch (e) {
      const message = errorMessage(e, '短信验证码发送失败，请稍后再试')
      if (message.includes('图形验证码')) {
        form.setFields([{ name: 'imageCode', value: '', errors: [message] }])
      } else {
        notify.error(message)
      }
    } finally {
      onImageSpent()
      setSending(false)
    }
  }

  return (
    <Button className="sms-button" onClick={send} loading={sending} disabled={left > 0}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  )
}
