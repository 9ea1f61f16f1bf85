import { useEffect } from 'react'
import { env } from '@/config/env'
import { MSG } from '@/config/messages'
import { notify } from '@/lib/notify'
import { createPushClient } from '@/lib/push-client'
import { usePushStore } from '@/stores/push-store'
import { useSessionStore, useSessionUser } from '@/stores/session-store'
import type { PushMessage } from '@contract/api'

/** VITE_PUSH_URL (absolute or relative to the page) + {userId}/{timestamp}/{token}, as ws(s). */
export function pushAddress(base: string, userId: string, token: string, now = Date.now()) {
  const url = new URL(`${base.replace(/\/?$/, '/')}${userId}/${now}/${token}`, window.location.href)
  if (url.protocol === 'http:') url.protocol = 'ws:'
  if (url.protocol === 'https:') url.protocol = 'wss:'
  return url.href
}

function show(message: PushMessage) {
  const when = message.pub_time ? `${message.pub_time}\n` : ''
  notify.notice(message.title, `${when}${message.content}`)
  usePushStore.getState().pushed(message.unreadMessagesCount)
}

/** Keeps the push channel open while someone is logged in (portal-spec §4). */
export function usePushChannel() {
  const userId = useSessionUser()?.userId
  useEffect(() => {
    if (!userId) return undefined
    const client = createPushClient({
      url: (id, token) => pushAddress(env.pushUrl, id, token),
      getToken: () => useSessionStore.getState().token,
      onMessage: show,
      onUnsupported: () => notify.warning(MSG.noWebSocket),
      WebSocketImpl: typeof WebSocket === 'undefined' ? undefined : WebSocket,
    })
    client.start(userId)
    return () => client.stop()
  }, [userId])
}
