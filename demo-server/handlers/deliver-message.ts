import { formatBeijing } from '@contract/beijing-time'
import { db } from '../db/db'
import type { MessageRecord } from '../db/types'
import { pushTo } from '../ws/push'

export const unreadOf = (userId: string) =>
  db.state.messages.filter((m) => m.userId === userId && !m.read).length

/** YYYY-MM-DD HH:mm:ss in Beijing time, the backend's timestamp format. */
export const stamp = (date: Date) => formatBeijing(date)

let sequence = 0

/**
 * Gives one user an unread message (the 消息中心 lists it) and pushes it to their open sockets
 * with the new unread count, so the header badge rises at once.
 */
export function deliverMessage(userId: string, title: string, content: string, at = new Date()) {
  const pubTime = stamp(at)
  sequence += 1
  const message: MessageRecord = {
    id: `M${at.getTime().toString(36)}${sequence}${userId}`,
    userId,
    title,
    content,
    pubTime,
    read: false,
  }
  db.state.messages.push(message)
  pushTo(userId, { title, pub_time: pubTime, content, unreadMessagesCount: unreadOf(userId) })
  return message
}
