import { useEffect, useState } from 'react'
import { bindFallbackMessage, type MessageApi } from '@/lib/notify'
import './lite-toast.css'

type Kind = 'success' | 'info' | 'warning' | 'error'

interface Toast {
  id: number
  kind: Kind
  text: string
}

const DEFAULT_SECONDS = 3
let nextId = 0

/**
 * A small message host with no antd, for pages that load before antd does (the login page):
 * the notify bridge falls back to it until an antd message host is mounted.
 */
export function LiteToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([])
  useEffect(() => {
    const show = (kind: Kind) => (text: unknown, seconds?: number) => {
      const id = (nextId += 1)
      setToasts((list) => [...list, { id, kind, text: String(text) }])
      const close = () => setToasts((list) => list.filter((t) => t.id !== id))
      window.setTimeout(close, (seconds ?? DEFAULT_SECONDS) * 1000)
      return close
    }
    const api: MessageApi = {
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
      error: show('error'),
    }
    bindFallbackMessage(api)
    return () => bindFallbackMessage(undefined)
  }, [])
  return (
    <div className="lite-toast" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`lite-toast__item lite-toast__item--${toast.kind}`}
        >
          <span className="lite-toast__icon" aria-hidden />
          {toast.text}
        </div>
      ))}
    </div>
  )
}
