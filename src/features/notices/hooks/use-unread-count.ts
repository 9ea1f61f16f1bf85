import { useQuery } from '@tanstack/react-query'
import { unreadMessageQuery } from '@/api/announcement/query-unread-message'
import { useSessionUser } from '@/stores/session-store'

/**
 * The unread message count. A push sets it, or has it asked for again when it carries none
 * (app/query-client.ts follows the push channel).
 */
export function useUnreadCount() {
  const userId = useSessionUser()?.userId
  const { data } = useQuery({ ...unreadMessageQuery(userId ?? ''), enabled: Boolean(userId) })
  return typeof data === 'number' && data > 0 ? data : 0
}
