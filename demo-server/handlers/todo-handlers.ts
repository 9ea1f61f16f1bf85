import { http } from 'msw'
import { TODO_KEYS, todoKeyMenuUrl, type TodoKey } from '@contract/todo-menus'
import { db } from '../db/db'
import { access } from './access'
import { api, forbidden, ok, withAuth } from './http'

/**
 * Pending items of one organisation counted by to-do key; every known key is present, and a
 * key whose page the user cannot open (access.ts) counts nothing.
 */
export function todoCountsOf(orgId: string, canOpen: (menuUrl: string) => boolean) {
  const counts: Record<string, number> = Object.fromEntries(TODO_KEYS.map((key) => [key, 0]))
  const open = new Set(TODO_KEYS.filter((key: TodoKey) => canOpen(todoKeyMenuUrl[key])))
  for (const item of db.state.pendingItems) {
    if (item.orgId === orgId && open.has(item.todoKey as TodoKey))
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
      return ok(todoCountsOf(org.orgId, (url) => access(user, url)))
    }),
  ),
]
