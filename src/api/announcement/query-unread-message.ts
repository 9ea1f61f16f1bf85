import { postData, seg } from '@/lib/http/request'

/** POST /rest/announcementN/queryUnreadMessage/{userId}: how many messages are unread. */
export const queryUnreadMessage = (userId: string) =>
  postData<number>(`/rest/announcementN/queryUnreadMessage/${seg(userId)}`, undefined, {
    silent: true,
  })
