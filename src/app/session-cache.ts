import { QueryClient } from '@tanstack/react-query'
import { announcementKeys } from '@/api/announcement/keys'
import { maintenanceKeys } from '@/api/maintenance/keys'
import { PUBLIC_QUERY } from '@/lib/public-query'
import { usePushStore } from '@/stores/push-store'
import { useSessionStore } from '@/stores/session-store'

export function createQueryClient() {
  return new QueryClient({
    // The HTTP client already tells the user about a failure; retrying would repeat it.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
}

let shared: QueryClient | undefined
/** One cache for the page's lifetime. */
export const appQueryClient = () => (shared ??= createQueryClient())

/**
 * A new session starts from an empty cache: nothing fetched for whoever was logged in before
 * (in this page, before a logout or an expiry) is ever shown to the one logging in now. What
 * is nobody's (PUBLIC_QUERY) stays.
 */
function forgetSessionData(client: QueryClient) {
  client.getMutationCache().clear()
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_QUERY })
}

useSessionStore.subscribe((state, previous) => {
  if (shared && state.token && !previous.token) forgetSessionData(shared)
})

// A push says something changed for this user: the to-do counts are asked for again, and the
// unread message count is the one it carries (or is asked for again when it carries none).
usePushStore.subscribe((state, previous) => {
  if (!shared || state.generation <= previous.generation) return
  void shared.invalidateQueries({ queryKey: maintenanceKeys.allTodoCounts() })
  const userId = useSessionStore.getState().user?.userId
  if (!userId) return
  const unread = announcementKeys.unread(userId)
  if (state.unreadFromPush !== undefined) shared.setQueryData(unread, state.unreadFromPush)
  else void shared.invalidateQueries({ queryKey: unread })
})

/** For tests: the next render starts with an empty cache. */
export function resetAppQueryClient() {
  shared?.clear()
  shared = undefined
}
