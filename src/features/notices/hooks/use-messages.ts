import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSessionUser } from '@/stores/session-store'
import type { MessageReadState } from '@contract/api/notice'
import { announcementKeys } from '@/api/announcement/keys'
import {
  messageListQuery,
  updateAllMessageState,
  updateMessageState,
} from '@/api/announcement/query-messages'

/** One page of the user's messages, unread first. */
export function useMessageList(readState: MessageReadState, pageNo: number, pageSize: number) {
  const userId = useSessionUser()?.userId
  return useQuery({
    ...messageListQuery(userId, { readState, pageNo, pageSize }),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}

/**
 * 标为已读 (one message) and 全部已读: each answers the new unread count, which the header's
 * bell shows at once; the message lists (this page and the home card) load again.
 */
export function useMarkRead() {
  const userId = useSessionUser()?.userId
  const client = useQueryClient()
  const settle = (unread: number) => {
    if (userId) client.setQueryData(announcementKeys.unread(userId), unread)
    return client.invalidateQueries({ queryKey: announcementKeys.messages(userId) })
  }
  const one = useMutation({
    mutationFn: (id: string) => updateMessageState(id),
    onSuccess: settle,
  })
  const all = useMutation({
    mutationFn: () => updateAllMessageState(userId as string),
    onSuccess: settle,
  })
  return { one, all }
}
