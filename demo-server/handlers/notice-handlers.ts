import { http } from 'msw'
import { db } from '../db/db'
import { deliverMessage, stamp, unreadOf } from './deliver-message'
import { api, fail, forbidden, ok, withAuth } from './http'

/**
 * Publishes a notice to every user of an organisation: an unread message each, pushed to their
 * open sockets with the new unread count; with a to-do key, also a pending item.
 */
export function publishNotice(orgId: string, title: string, content: string, todoKey?: string) {
  const now = new Date()
  const users = db.state.users.filter((u) => u.orgIds.includes(orgId))
  if (todoKey) {
    db.state.pendingItems.push({
      id: `P${now.getTime().toString(36)}`,
      todoKey,
      orgId,
      title,
      createdAt: stamp(now).slice(0, 10),
    })
  }
  for (const user of users) deliverMessage(user.userId, title, content, now)
}

export const noticeHandlers = [
  http.post(
    api('/rest/announcementN/queryUnreadMessage/:id'),
    withAuth(({ params }, { user }) =>
      params.id === user.userId ? ok(unreadOf(user.userId)) : forbidden(),
    ),
  ),

  /** Demo only: publish a notice (and optionally a to-do) to the caller's organisation. */
  http.post(
    api('/demo/publishNotice'),
    withAuth(async ({ request }, { org }) => {
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
      const title = typeof body.title === 'string' && body.title.trim() ? body.title : '系统通知'
      const content = typeof body.content === 'string' ? body.content : '演示环境推送的一条新通知。'
      const todoKey = typeof body.todoKey === 'string' ? body.todoKey : undefined
      if (title.length > 100 || content.length > 2000) return fail('通知内容过长')
      publishNotice(org.orgId, title, content, todoKey)
      return ok(null)
    }),
  ),
]
