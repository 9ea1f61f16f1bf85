import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import type { WxQrCode } from '@contract/api/public-site'
import { getWxQrCode, getWxQrStatus } from '../api/wx-qr'

export const WX_POLL_MS = 2000

type Phase = 'loading' | 'waiting' | 'confirmed' | 'expired' | 'error'

interface State {
  phase: Phase
  qr?: WxQrCode
  /** When the code expires, by this browser's clock. */
  deadline?: number
}

/**
 * A WeChat login code and its scan status, polled every 2 s while the code waits (there is
 * no push channel before login). Polling stops when the tab unmounts, the code is confirmed
 * or it expires; `refresh` asks for a new code.
 */
export function useWxQr(onConfirmed: (code: string) => void) {
  const [state, setState] = useState<State>({ phase: 'loading' })
  const confirmed = useEffectEvent(onConfirmed)

  const load = useCallback(
    () =>
      getWxQrCode().then(
        (qr) => setState({ phase: 'waiting', qr, deadline: Date.now() + qr.expiresIn * 1000 }),
        () => setState({ phase: 'error' }),
      ),
    [],
  )
  const refresh = () => {
    setState({ phase: 'loading' })
    void load()
  }
  useEffect(() => {
    void load()
  }, [load])

  const { phase, qr, deadline = 0 } = state
  const waitingCode = phase === 'waiting' ? qr?.code : undefined

  /** Asks whether the waiting code has been scanned (or has expired) now. */
  const check = useCallback(() => {
    if (!waitingCode) return
    const settle = (next: Phase) =>
      setState((s) =>
        s.qr?.code === waitingCode && s.phase === 'waiting' ? { ...s, phase: next } : s,
      )
    if (Date.now() >= deadline) return settle('expired')
    getWxQrStatus(waitingCode).then(
      ({ status }) => status !== 'waiting' && settle(status),
      () => undefined, // a lost poll: the next one tries again
    )
  }, [waitingCode, deadline])

  useEffect(() => {
    if (!waitingCode) return
    const poll = window.setInterval(check, WX_POLL_MS)
    const expire = window.setTimeout(check, Math.max(0, deadline - Date.now()))
    return () => {
      window.clearInterval(poll)
      window.clearTimeout(expire)
    }
  }, [waitingCode, deadline, check])

  const confirmedCode = phase === 'confirmed' ? qr?.code : undefined
  useEffect(() => {
    if (confirmedCode) confirmed(confirmedCode)
  }, [confirmedCode])

  return { phase, qr, refresh, check }
}
