import { http } from 'msw'
import type { MessageItem, MessagePage } from '@contract/api/notice'
import { db } from '../db/db'
import type { MessageRecord } from '../db/types'
import { unreadOf } from './deliver-message'
import { api, fail, forbidden, ok, withAuth } from './http'
import { BAD_PAGE, pageOf, paginate } from './paging'

/*
 * 消息中心 (docs/api.md): the caller's messages, unread first then newest, and marking one or
 * all of them read. Each answers the caller's new unread count, so the bell follows at once.
 */

export const MESSAGE_MSG = {
  gone: '该消息不存在或已删除',
  badState: '消息状态参数不正确',
} as const

const itemOf = ({ id, title, content, pubTime, read }: MessageRecord): MessageItem => ({
  id,
  title,
  content,
  pubTime,
  read,
})

/** Unread first, then newest; equal times by id, so pages never overlap. */
const byUnreadThenNewest = (a: MessageRecord, b: MessageRecord) =>
  Number(a.read) - Number(b.read) || b.pubTime.localeCompare(a.pubTime) || a.id.localeCompare(b.id)

export const messageHandlers = [
  http.post(
    api('/rest/announcementN/queryMessageList'),
    withAuth(({ request }, { user }) => {
      const query = new URL(request.url).searchParams
      if (query.get('userId') !== user.userId) return forbidden()
      const readState = query.get('readState') ?? 'all'
      if (readState !== 'all' && readState !== 'unread') return fail(MESSAGE_MSG.badState)
      const page = pageOf(query)
      if (!page) return fail(BAD_PAGE)
      const mine = db.state.messages
        .filter((m) => m.userId === user.userId && (readState === 'all' || !m.read))
        .sort(byUnreadThenNewest)
        .map(itemOf)
      const result: MessagePage = { ...paginate(mine, page), unread: unreadOf(user.userId) }
      return ok(result)
    }),
  ),

  http.post(
    api('/rest/announcement/updateMessageState/:id'),
    withAuth(({ params }, { user }) => {
      const message = db.state.messages.find((m) => m.id === params.id)
      if (!message) return fail(MESSAGE_MSG.gone)
      if (message.userId !== user.userId) return forbidden()
      message.read = true
      return ok(unreadOf(user.userId))
    }),
  ),

  http.post(
    api('/rest/announcement/updateAllMessageState'),
    withAuth(({ request }, { user }) => {
      const query = new URL(request.url).searchParams
      if (query.get('userId') !== user.userId) return forbidden()
      for (const m of db.state.messages) if (m.userId === user.userId) m.read = true
      return ok(0)
    }),
  ),
]
