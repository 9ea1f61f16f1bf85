import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState } from 'react'
import type { WxQrStatus } from '@contract/api/public-site'
import { wxQrQuery, wxQrStatusQuery } from '@/api/login/wx-qr'

export const WX_POLL_MS = 2000

type Phase = 'loading' | 'waiting' | 'confirmed' | 'expired' | 'error'

const WAITING: WxQrStatus = { status: 'waiting' }

/**
 * A WeChat login code and its scan status, polled every 2 s while the code waits (there is
 * no push channel before login). Polling stops when the tab unmounts, the code is confirmed
 * or it expires; `refresh` asks for a new code.
 */
export function useWxQr(onConfirmed: (code: string) => void) {
  // Each refresh is a new code of its own.
  const [generation, setGeneration] = useState(0)
  const codeQuery = useQuery(wxQrQuery(generation))
  const { qr, deadline = 0 } = codeQuery.data ?? {}
  const code = qr?.code

  const statusQuery = useQuery({
    ...wxQrStatusQuery(code, deadline),
    enabled: Boolean(code),
    // Waiting until the first poll, 2 s after the code shows; only refetchInterval asks again.
    initialData: WAITING,
    // Every 2 s while waiting, and once more right at the deadline (then it says expired).
    // A lost poll keeps the last answer, so the next one tries again.
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'waiting') return false
      const left = deadline - Date.now()
      return left > WX_POLL_MS ? WX_POLL_MS : Math.max(left, 1)
    },
    refetchIntervalInBackground: true,
  })

  const phase: Phase = codeQuery.isError
    ? 'error'
    : !qr || codeQuery.isFetching
      ? 'loading'
      : statusQuery.data.status

  const confirmed = useEffectEvent(onConfirmed)
  const confirmedCode = phase === 'confirmed' ? code : undefined
  useEffect(() => {
    if (confirmedCode) confirmed(confirmedCode)
  }, [confirmedCode])

  return {
    phase,
    qr,
    refresh: () => setGeneration((n) => n + 1),
    /** Asks whether the waiting code has been scanned (or has expired) now. */
    check: () => {
      if (phase === 'waiting') void statusQuery.refetch()
    },
  }
}
