import { db } from '../db/db'
import type { PendingItemRecord } from '../db/types'

/*
 * The to-do counts come from the pages' own data (screens.md "To-do keys → menus"): a record
 * that waits on the manager (an application to complete, an instruction to review) holds a
 * pending item with its id; acting on it closes the item into 待办办结, so the menu's badge,
 * the header's count and the home page's 待办事项 drop at once.
 */

/** The record now waits on the manager; opening it again is a no-op. */
export function openPending(item: Omit<PendingItemRecord, 'createdAt'> & { createdAt?: string }) {
  if (db.state.pendingItems.some((p) => p.id === item.id)) return
  db.state.pendingItems.push({ ...item, createdAt: item.createdAt ?? new Date().toISOString() })
}

/** The manager acted on it (提交, 确认, 撤回…): it moves to the done list with that result. */
export function closePending(id: string, result: string) {
  const item = db.state.pendingItems.find((p) => p.id === id)
  if (!item) return
  db.state.pendingItems = db.state.pendingItems.filter((p) => p.id !== id)
  db.state.doneItems.push({ ...item, doneAt: new Date().toISOString(), result })
}

/** Whether the record still waits on the manager. */
export const isPending = (id: string) => db.state.pendingItems.some((p) => p.id === id)
