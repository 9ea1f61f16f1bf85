import { postData } from '@/lib/http/request'
import { isRecord } from '@/lib/safe-storage'
import type { TodoCounts } from '@contract/todo-menus'

/**
 * POST /rest/maintenance/queryToDoCount?userId: pending items by to-do key. Silent: a failure
 * keeps the badges as they were, so the caller shows nothing.
 */
export async function queryToDoCount(userId: string): Promise<TodoCounts> {
  const data = await postData<unknown>('/rest/maintenance/queryToDoCount', undefined, {
    params: { userId },
    silent: true,
  })
  if (!isRecord(data)) throw new Error('queryToDoCount: unexpected answer')
  return Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]) && Number(entry[1]) >= 0,
    ),
  )
}
