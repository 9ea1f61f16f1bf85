import { Button } from 'antd'
import { LimitedInput } from '@/components/limited-input'
import { useState } from 'react'
import { LIMITS } from '@contract/limits'
import { announceSmsSent } from '@/lib/announce-sms-sent'
import { useCountdown } from '@/lib/use-countdown'
import { sendSignCode } from '@/api/esign/pending-docs'

interface Props {
  docId: string
  value: string
  onChange: (code: string) => void
}

/** 短信验证码 with 获取验证码 (60 s before another); the client shows a refusal to send. */
export function SmsConfirm({ docId, value, onChange }: Props) {
  const { left, start } = useCountdown(LIMITS.smsCountdownSeconds)
  const [sending, setSending] = useState(false)
  const [sentTo, setSentTo] = useState<string>()
  const send = async () => {
    setSending(true)
    try {
      const sent = await sendSignCode(docId)
      start()
      setSentTo(sent.mobile)
      announceSmsSent(sent)
    } catch {
      // the client has shown why
    } finally {
      setSending(false)
    }
  }
  return (
    <div>
      <div className="esign-sms">
        <LimitedInput
          aria-label="短信验证码"
          placeholder="请输入短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          max={6}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        <Button onClick={() => void send()} disabled={left > 0} loading={sending}>
          {left > 0 ? `${left}秒后重新获取` : sentTo ? '重新获取' : '获取验证码'}
        </Button>
      </div>
      {sentTo && <p className="esign-muted">验证码已发送至 {sentTo}，5 分钟内有效</p>}
    </div>
  )
}
