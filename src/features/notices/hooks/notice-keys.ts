import type { MessageReadState, NoticeQuery } from '@contract/api/notice'

/** Query keys of 通知公告 and 消息中心: everything of one user starts with the same two. */
export const noticeKeys = {
  all: (userId: string | undefined) => ['notices', userId] as const,
  list: (userId: string | undefined, query: NoticeQuery) =>
    ['notices', userId, 'list', query] as const,
  home: (userId: string | undefined) => ['notices', userId, 'home'] as const,
  detail: (userId: string | undefined, id: string) => ['notices', userId, 'detail', id] as const,
}

export const messageKeys = {
  all: (userId: string | undefined) => ['messages', userId] as const,
  list: (
    userId: string | undefined,
    readState: MessageReadState,
    pageNo: number,
    pageSize: number,
  ) => ['messages', userId, readState, pageNo, pageSize] as const,
}
