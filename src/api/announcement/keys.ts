import type { MessageReadState, NoticeQuery } from '@contract/api/notice'

/**
 * Query keys of /rest/announcement, from one factory (see api/custodian/keys.ts): one user's
 * 通知公告 all start with notices(userId), their 消息 with messages(userId).
 */
export const announcementKeys = {
  all: ['announcement'] as const,
  notices: (userId: string | undefined) => [...announcementKeys.all, 'notices', userId] as const,
  noticeLists: (userId: string | undefined) =>
    [...announcementKeys.notices(userId), 'list'] as const,
  noticeList: (userId: string | undefined, query: NoticeQuery) =>
    [...announcementKeys.noticeLists(userId), query] as const,
  noticeHome: (userId: string | undefined) =>
    [...announcementKeys.notices(userId), 'home'] as const,
  notice: (userId: string | undefined, id: string) =>
    [...announcementKeys.notices(userId), 'detail', id] as const,
  messages: (userId: string | undefined) => [...announcementKeys.all, 'messages', userId] as const,
  messageList: (
    userId: string | undefined,
    readState: MessageReadState,
    pageNo: number,
    pageSize: number,
  ) => [...announcementKeys.messages(userId), readState, pageNo, pageSize] as const,
  /** Not under messages(userId): marking messages read sets it, it is not asked again. */
  unread: (userId: string) => [...announcementKeys.all, 'unread-messages', userId] as const,
}
