import { useRef, useState } from 'react'
import { LIMITS } from '@contract/limits'
import { announceSmsSent } from '@/lib/announce-sms-sent'
import { useCountdown } from '@/lib/use-countdown'
import type { ResetCodeSent } from '@contract/api/password-reset'

/** A code lives 5 minutes: going back and on again within them sends no second one. */
const CODE_LIFETIME_MS = 5 * 60_000

/**
 * A reset's SMS code (staff and investors alike): who it went to, and the 60 s before it may be
 * asked for again. `key` names the identity it was sent for.
 */
export function useResetCode() {
  const countdown = useCountdown(LIMITS.smsCountdownSeconds)
  const sent = useRef<{ key: string; at: number }>(undefined)
  const [maskedMobile, setMaskedMobile] = useState('')

  /** Asks for a code; rejects with the server's reason. */
  const send = async (key: string, request: () => Promise<ResetCodeSent>) => {
    const result = await request()
    sent.current = { key, at: Date.now() }
    setMaskedMobile(result.mobile)
    countdown.start()
    announceSmsSent(result)
  }

  /** A code for this identity is still valid. */
  const holds = (key: string) =>
    sent.current?.key === key && Date.now() - sent.current.at < CODE_LIFETIME_MS

  return { send, holds, countdown: countdown.left, maskedMobile }
}
