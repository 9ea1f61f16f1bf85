import type { NotificationInstance } from 'antd/es/notification/interface'

/**
 * A bridge so non-React code (the HTTP interceptors, the push client) can show messages.
 * antd's message host (bound where antd is loaded) takes precedence over a light fallback
 * host (bound at the root, for the login page, which loads no antd); calls made before any
 * host is bound wait for one. Notification cards need antd's host (logged-in pages).
 */
type Show = (content: string, seconds?: number) => unknown
export interface MessageApi {
  success: Show
  info: Show
  warning: Show
  error: Show
}

let primary: MessageApi | undefined
let fallback: MessageApi | undefined
let notificationApi: NotificationInstance | undefined
const waitingMessages: Array<(m: MessageApi) => void> = []
const waitingNotices: Array<(n: NotificationInstance) => void> = []

const current = () => primary ?? fallback

function flushMessages() {
  const api = current()
  if (api) waitingMessages.splice(0).forEach((show) => show(api))
}

/** antd's message host. */
export function bindMessage(api: MessageApi | undefined) {
  primary = api
  flushMessages()
}

/** The light host used while antd is not loaded. */
export function bindFallbackMessage(api: MessageApi | undefined) {
  fallback = api
  flushMessages()
}

export function bindNotification(api: NotificationInstance | undefined) {
  notificationApi = api
  if (api) waitingNotices.splice(0).forEach((show) => show(api))
}

function withMessage(show: (m: MessageApi) => void) {
  const api = current()
  if (api) show(api)
  else waitingMessages.push(show)
}

export const notify = {
  error: (content: string) => withMessage((m) => void m.error(content)),
  warning: (content: string) => withMessage((m) => void m.warning(content)),
  success: (content: string) => withMessage((m) => void m.success(content)),
  /** Returns how to take the message away before its time. */
  info: (content: string, seconds?: number) => {
    let withdrawn = false
    let close: (() => void) | undefined
    withMessage((m) => {
      if (withdrawn) return
      const shown = m.info(content, seconds)
      if (typeof shown === 'function') close = shown as () => void
    })
    return () => {
      withdrawn = true
      close?.()
    }
  },
  /** A notification card that stays until closed (logged-in pages). */
  notice: (title: string, description: string) => {
    const show = (n: NotificationInstance) =>
      n.info({ title, description, duration: 0, className: 'notice-card' })
    if (notificationApi) show(notificationApi)
    else waitingNotices.push(show)
  },
}

/**
 * Tests: no host bound and nothing waiting for one. A call made with none bound (a unit test
 * of the HTTP client) would otherwise show in the next file's first render, a stray
 * role="alert"; a recording host a test bound would take the next file's messages.
 */
export function resetNotify() {
  primary = undefined
  fallback = undefined
  notificationApi = undefined
  waitingMessages.length = 0
  waitingNotices.length = 0
}
