import { http } from 'msw'
import { TODO_KEYS } from '@/config/todo-menus'
import { db } from '../db/db'
import { api, forbidden, ok, withAuth } from './http'

/** Pending items of one organisation counted by to-do key; every known key is present. */
export function todoCountsOf(orgId: string): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(TODO_KEYS.map((key) => [key, 0]))
  for (const item of db.state.pendingItems) {
    if (item.orgId === orgId && item.todoKey in counts)
      counts[item.todoKey] = (counts[item.todoKey] ?? 0) + 1
  }
  return counts
}

export const todoHandlers = [
  http.post(
    api('/rest/maintenance/queryToDoCount'),
    withAuth(({ request }, { user, org }) => {
      const userId = new URL(request.url).searchParams.get('userId')
      if (userId !== user.userId) return forbidden()
      return ok(todoCountsOf(org.orgId))
    }),
  ),
]
