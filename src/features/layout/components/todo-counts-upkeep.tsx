import { useLocation } from 'react-router-dom'
import { useTodoCounts } from '@/lib/todo/todo-counts'

function TodoCountsObserver() {
  useTodoCounts()
  return null
}

/**
 * Keeps the badges current: the counts are asked for at login, and again on a route change
 * when older than TODO_REFRESH_INTERVAL_MS. Each route mounts a new observer of the counts
 * query, and a new observer fetches counts past their staleTime. A push or an action
 * invalidates them (src/app/session-cache.ts, useAfterChange).
 */
export function TodoCountsUpkeep() {
  const { pathname } = useLocation()
  return <TodoCountsObserver key={pathname} />
}
