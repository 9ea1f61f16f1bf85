import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { usePushStore } from '@/stores/push-store'
import { useSessionStore } from '@/stores/session-store'
import { queryUnreadMessage } from '@/api/announcement/query-unread-message'

export const unreadKey = (userId: string | undefined) => ['unread-messages', userId] as const

/** The unread message count; a push sets it (or asks the server again when it carries none). */
export function useUnreadCount() {
  const userId = useSessionStore((s) => s.user?.userId)
  const client = useQueryClient()
  const generation = usePushStore((s) => s.generation)
  const { data } = useQuery({
    queryKey: unreadKey(userId),
    queryFn: () => queryUnreadMessage(userId as string),
    enabled: Boolean(userId),
  })
  useEffect(() => {
    if (generation === 0) return
    const fromPush = usePushStore.getState().unreadFromPush
    if (fromPush !== undefined) client.setQueryData(unreadKey(userId), fromPush)
    else void client.invalidateQueries({ queryKey: unreadKey(userId) })
  }, [generation, client, userId])
  return typeof data === 'number' && data > 0 ? data : 0
}
