import { useEffect, useEffectEvent, useState } from 'react'
import { errorMessage } from '@/lib/http/api-error'

interface Result<T> {
  key: string
  data?: T
  error?: string
}

/**
 * Loads what `key` names (the public pages have no query cache). The last data stays while
 * the next key loads, so a list keeps its rows under the spinner; `reload` tries again.
 */
export function useRemote<T>(key: string, load: () => Promise<T>) {
  const [result, setResult] = useState<Result<T>>()
  const [last, setLast] = useState<T>()
  const [attempt, setAttempt] = useState(0)
  const current = `${attempt}:${key}`
  const run = useEffectEvent(load)

  useEffect(() => {
    let live = true
    run().then(
      (data) => {
        if (!live) return
        setResult({ key: current, data })
        setLast(data)
      },
      (e: unknown) =>
        live && setResult({ key: current, error: errorMessage(e, '加载失败，请稍后重试') }),
    )
    return () => {
      live = false
    }
  }, [current])

  const settled = result?.key === current
  return {
    data: settled && !result.error ? result.data : last,
    error: settled ? result.error : undefined,
    loading: !settled,
    reload: () => setAttempt((n) => n + 1),
  }
}
