import { useState } from 'react'
import { LIMITS } from '@contract/limits'
import { errorMessage } from '@/lib/http/api-error'
import { notify } from '@/lib/notify'
import { sendSmsCode } from '@/api/login/send-sms-code'
import { useCountdown } from '@/lib/use-countdown'
import { announceSmsSent } from '@/lib/announce-sms-sent'

interface Props {
  /** Checks the user name and image code, showing what is missing; true when both are fine. */
  ready: () => boolean
  values: () => { userName: string; imageCode: string }
  /** The server refused the image code: the field says why. */
  onImageWrong: (message: string) => void
  /** The image code was used up (right or wrong): show a new one. */
  onImageSpent: () => void
}

/** 获取验证码: checks user name and image code first, then counts down 60 s. */
export function SmsCodeButton({ ready, values, onImageWrong, onImageSpent }: Props) {
  const { left, start } = useCountdown(LIMITS.smsCountdownSeconds)
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (!ready()) return
    const { userName, imageCode } = values()
    setSending(true)
    try {
      const sent = await sendSmsCode(userName.trim(), imageCode.trim())
      start()
      announceSmsSent(sent)
    } catch (e) {
      const message = errorMessage(e, '短信验证码发送失败，请稍后再试')
      if (message.includes('图形验证码')) onImageWrong(message)
      else notify.error(message)
    } finally {
      onImageSpent()
      setSending(false)
    }
  }

  return (
    <button
      type="button"
      className="sms-button"
      onClick={() => void send()}
      disabled={left > 0 || sending}
      aria-busy={sending}
    >
      {left > 0 ? `${left}秒后重新获取` : sending ? '发送中…' : '获取验证码'}
    </button>
  )
}
