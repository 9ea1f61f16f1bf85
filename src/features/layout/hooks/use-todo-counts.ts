import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { usePushStore } from '@/stores/push-store'
import { useSessionStore } from '@/stores/session-store'
import { useTodoStore } from '@/stores/todo-store'
import { queryToDoCount } from '@/lib/todo/query-todo-count'

/** Route changes refresh the counts at most this often. */
export const TODO_REFRESH_INTERVAL_MS = 30_000

let last: { userId: string; at: number } | undefined
let latestRequest = 0

/**
 * Fetches the current user's to-do counts into the todo store. Throttled to one call per
 * TODO_REFRESH_INTERVAL_MS per user unless `force` (a login, or a push message saying the
 * counts changed). A failure keeps the old counts; an answer that arrives after a newer
 * request, or after the user changed, is dropped.
 */
export async function refreshTodoCounts({ force = false } = {}): Promise<void> {
  const userId = useSessionStore.getState().user?.userId
  if (!userId) return
  const now = Date.now()
  if (!force && last?.userId === userId && now - last.at < TODO_REFRESH_INTERVAL_MS) return
  last = { userId, at: now }
  const request = ++latestRequest
  try {
    const counts = await queryToDoCount(userId)
    if (request !== latestRequest || useSessionStore.getState().user?.userId !== userId) return
    useTodoStore.getState().countsLoaded(userId, counts)
  } catch {
    // Silent by design (portal-spec §3 badges are a hint): the old counts stay.
  }
}

/** Keeps the badges current: at login, on route changes and on every push message. */
export function useTodoCounts() {
  const userId = useSessionStore((s) => s.user?.userId)
  const { pathname } = useLocation()
  const pushes = usePushStore((s) => s.generation)

  useEffect(() => {
    if (pushes > 0) void refreshTodoCounts({ force: true })
  }, [pushes])

  useEffect(() => {
    if (!userId) return
    useTodoStore.getState().userChanged(userId)
    void refreshTodoCounts({ force: true })
  }, [userId])

  useEffect(() => {
    void refreshTodoCounts()
  }, [pathname])
}
