import { queryOptions } from '@tanstack/react-query'
import { postData, seg } from '@/lib/http/request'
import { announcementKeys } from './keys'

/** POST /rest/announcementN/queryUnreadMessage/{userId}: how many messages are unread. */
export const queryUnreadMessage = (userId: string) =>
  postData<number>(`/rest/announcementN/queryUnreadMessage/${seg(userId)}`, undefined, {
    silent: true,
  })

export const unreadMessageQuery = (userId: string) =>
  queryOptions({
    queryKey: announcementKeys.unread(userId),
    queryFn: () => queryUnreadMessage(userId),
  })
