/**
 * 通知公告 and 消息中心 (portal-spec §7 "Home, to-do, notices"). The spec names the calls but
 * not their params or shapes: these are ours (docs/api.md).
 */
import type { PagedList } from './public-site'

export type { PagedList }

/** The kinds of notice the firm publishes. */
export const NOTICE_TYPES = ['通知', '公告', '业务提示', '系统公告', '监管动态'] as const
export type NoticeType = (typeof NOTICE_TYPES)[number]

/** queryHomeList / queryMoreList: one notice in a list; `read` is the caller's own state. */
export interface NoticeItem {
  id: string
  title: string
  type: NoticeType
  publisher: string
  /** YYYY-MM-DD HH:mm */
  publishTime: string
  read: boolean
  attachmentCount: number
}

export interface NoticeAttachment {
  fileId: string
  fileName: string
  /** Bytes. */
  size: number
}

/** announcement/view: the notice with its HTML `content` (sanitised before it is shown). */
export interface NoticeDetail extends Omit<NoticeItem, 'attachmentCount'> {
  content: string
  attachments: NoticeAttachment[]
}

/** queryMoreList's filters; dates YYYY-MM-DD, both ends included. */
export interface NoticeQuery {
  type?: NoticeType
  startDate?: string
  endDate?: string
  title?: string
  pageNo: number
  pageSize: number
}

/** queryMessageList: one message of the caller's; `content` is plain text. */
export interface MessageItem {
  id: string
  title: string
  content: string
  /** YYYY-MM-DD HH:mm:ss */
  pubTime: string
  read: boolean
}

export type MessageReadState = 'all' | 'unread'

/** A page of messages, unread first then newest, with the caller's unread count. */
export interface MessagePage extends PagedList<MessageItem> {
  unread: number
}
