/**
 * How one tab tells the browser's other tabs that the session changed: a BroadcastChannel, or
 * where there is none, a localStorage write (set and removed at once: the other tabs get a
 * `storage` event, nothing stays). The message says what changed, why, and which session (by
 * its tag, never the token); each tab then reads the token cookie, the one source of truth,
 * and follows it.
 */
export type SessionNews =
  | { kind: 'logged-out'; reason: 'logout' | 'expired'; session: string }
  | { kind: 'logged-in'; session: string }

/**
 * A session's name on the channel: FNV-1a of its token, 8 hex digits. It tells the tabs which
 * session the news is about without putting the token itself in a message.
 */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

const NAME = 'ceres-session'

let channel: BroadcastChannel | undefined

const openChannel = () => {
  if (typeof BroadcastChannel !== 'function') return undefined
  try {
    return (channel ??= new BroadcastChannel(NAME))
  } catch {
    return undefined
  }
}

const isNews = (v: unknown): v is SessionNews => {
  const news = v as Partial<{ kind: unknown; reason: unknown; session: unknown }> | null
  if (typeof news !== 'object' || news === null) return false
  if (typeof news.session !== 'string' || !/^[0-9a-f]{8}$/.test(news.session)) return false
  if (news.kind === 'logged-in') return true
  return news.kind === 'logged-out' && (news.reason === 'logout' || news.reason === 'expired')
}

export function announce(news: SessionNews) {
  const open = openChannel()
  if (open) {
    open.postMessage(news)
    return
  }
  try {
    // A time makes each message a change, even the same news twice in a row.
    localStorage.setItem(NAME, JSON.stringify({ ...news, at: Date.now() }))
    localStorage.removeItem(NAME)
  } catch {
    // No storage either: the other tabs still follow at their next request or navigation.
  }
}

/** Calls `onNews` for each message from another tab; returns how to stop listening. */
export function listen(onNews: (news: SessionNews) => void): () => void {
  const open = openChannel()
  if (open) {
    const onMessage = (event: MessageEvent) => {
      if (isNews(event.data)) onNews(event.data)
    }
    open.addEventListener('message', onMessage)
    return () => open.removeEventListener('message', onMessage)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== NAME || !event.newValue) return
    try {
      const news: unknown = JSON.parse(event.newValue)
      if (isNews(news)) onNews(news)
    } catch {
      // not ours, or garbage: ignored
    }
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** For tests: the next announce or listen opens a fresh channel. */
export function closeSessionChannel() {
  channel?.close()
  channel = undefined
}
