import { queryOptions } from '@tanstack/react-query'
import { postData, seg } from '@/lib/http/request'
import type { MessagePage, MessageReadState } from '@contract/api/notice'
import { announcementKeys } from './keys'

export interface MessageQuery {
  readState: MessageReadState
  pageNo: number
  pageSize: number
}

/**
 * POST /rest/announcementN/queryMessageList?userId&readState&pageNo&pageSize: the user's
 * messages, unread first then newest, with the unread count. Silent: the page offers a retry.
 */
export const queryMessageList = (userId: string, query: MessageQuery) =>
  postData<MessagePage>('/rest/announcementN/queryMessageList', undefined, {
    params: { userId, ...query },
    silent: true,
  })

export const messageListQuery = (userId: string | undefined, query: MessageQuery) =>
  queryOptions({
    queryKey: announcementKeys.messageList(userId, query.readState, query.pageNo, query.pageSize),
    queryFn: () => queryMessageList(userId as string, query),
  })

/** POST /rest/announcement/updateMessageState/{id}: marks one read; answers the unread count. */
export const updateMessageState = (id: string) =>
  postData<number>(`/rest/announcement/updateMessageState/${seg(id)}`)

/** POST /rest/announcement/updateAllMessageState?userId: marks all read; answers 0. */
export const updateAllMessageState = (userId: string) =>
  postData<number>('/rest/announcement/updateAllMessageState', undefined, { params: { userId } })
