import { queryOptions, useQuery } from '@tanstack/react-query'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { writeJson } from '@/lib/safe-storage'
import { readTodoCounts, type TodoListCache } from '@/stores/persisted-shapes'
import { useSessionUser, sessionUser } from '@/stores/session-store'
import type { TodoCounts } from '@contract/todo-menus'
import { maintenanceKeys } from '@/api/maintenance/keys'
import { queryToDoCount } from '@/api/maintenance/query-todo-count'

/** Counts younger than this are not asked for again on a route change (portal-spec §3). */
export const TODO_REFRESH_INTERVAL_MS = 30_000

const NO_COUNTS: TodoCounts = {}

/**
 * The user's to-do counts by key. The counts saved under localStorage 'todo-list' show at once
 * (after a reload) and are asked for again; fresh ones are saved there while the user is still
 * the one logged in. A failure keeps the counts shown: the badges are a hint, and the call is
 * silent.
 */
export const todoCountsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: maintenanceKeys.todoCounts(userId),
    queryFn: async () => {
      const counts = await queryToDoCount(userId as string)
      if (sessionUser()?.userId === userId) {
        writeJson(LOCAL_KEYS.todoList, { userId: userId as string, counts } satisfies TodoListCache)
      }
      return counts
    },
    enabled: Boolean(userId),
    initialData: () => (userId ? readTodoCounts(userId) : undefined),
    initialDataUpdatedAt: 0,
    staleTime: TODO_REFRESH_INTERVAL_MS,
  })

/** The current user's to-do counts (none before the user is known). */
export function useTodoCounts(): TodoCounts {
  const userId = useSessionUser()?.userId
  const { data } = useQuery(todoCountsQuery(userId))
  return data ?? NO_COUNTS
}
