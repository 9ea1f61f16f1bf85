import { LIMITS } from '@contract/limits'
import { SESSION_KEYS } from '@/config/storage-keys'
import { isRecord, removeItem, writeString } from '@/lib/safe-storage'
import type { PushMessage } from '@contract/api'

export interface PushClientOptions {
  /** The full ws(s) address for this user and token. */
  url: (userId: string, token: string) => string
  getToken: () => string | undefined
  onMessage: (message: PushMessage) => void
  onUnsupported: () => void
  WebSocketImpl?: typeof WebSocket | undefined
  schedule?: (run: () => void, ms: number) => unknown
  cancel?: (timer: unknown) => void
}

export const parsePushMessage = (raw: unknown): PushMessage | undefined => {
  if (typeof raw !== 'string' || raw === 'ok') return undefined
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || typeof value.title !== 'string' || typeof value.content !== 'string') {
      return undefined
    }
    const count = value.unreadMessagesCount
    return {
      title: value.title,
      content: value.content,
      pub_time: typeof value.pub_time === 'string' ? value.pub_time : '',
      unreadMessagesCount: Number.isInteger(count) ? (count as number) : undefined,
    }
  } catch {
    return undefined
  }
}

/**
 * The push channel of portal-spec §4: one socket at most; the retry counter resets on open;
 * an error retries after 4 s while fewer than 5 attempts were made and a token exists; a
 * close (or stop) ends retries; 'ok' is ignored.
 */
export function createPushClient(options: PushClientOptions) {
  const WS = options.WebSocketImpl
  const schedule = options.schedule ?? ((run, ms) => window.setTimeout(run, ms))
  const cancel = options.cancel ?? ((timer) => window.clearTimeout(timer as number))
  let socket: WebSocket | undefined
  let userId: string | undefined
  let attempts = 0
  let retryTimer: unknown
  const established = (value: boolean) =>
    writeString(SESSION_KEYS.websocketEstablishStatus, String(value))

  function connect() {
    const token = options.getToken()
    if (!WS || !userId || !token || socket) return
    const current = new WS(options.url(userId, token))
    socket = current
    current.onopen = () => {
      attempts = 0
      established(true)
    }
    current.onmessage = (event: MessageEvent) => {
      const message = parsePushMessage(event.data)
      if (message) options.onMessage(message)
    }
    current.onerror = () => {
      detach(current)
      if (attempts < LIMITS.pushMaxAttempts && options.getToken()) {
        attempts += 1
        retryTimer = schedule(() => {
          retryTimer = undefined
          connect()
        }, LIMITS.pushReconnectDelayMs)
      }
    }
    current.onclose = () => detach(current)
  }

  function detach(current: WebSocket) {
    current.onopen = current.onmessage = current.onerror = current.onclose = null
    if (socket === current) socket = undefined
    established(false)
    if (current.readyState === 0 || current.readyState === 1) current.close()
  }

  return {
    start(forUser: string) {
      if (!WS) {
        options.onUnsupported()
        return
      }
      userId = forUser
      connect()
    },
    stop() {
      if (retryTimer !== undefined) cancel(retryTimer)
      retryTimer = undefined
      userId = undefined
      attempts = 0
      if (socket) detach(socket)
      // Stopped (logout, another user): no channel to report, and nothing left of the session.
      removeItem(SESSION_KEYS.websocketEstablishStatus, 'session')
    },
    get connected() {
      return socket !== undefined
    },
  }
}
