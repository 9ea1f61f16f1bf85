import type { QueryClient } from '@tanstack/react-query'
import { announcementKeys } from '@/api/announcement/keys'
import { maintenanceKeys } from '@/api/maintenance/keys'
import { PUBLIC_QUERY } from '@/lib/public-query'
import { appQueryClient } from '@/lib/query-client'
import { usePushStore } from '@/stores/push-store'
import { sessionUser, useSessionStore } from '@/stores/session-store'

/**
 * A new session starts from an empty cache: nothing fetched for whoever was logged in before
 * (in this page, before a logout or an expiry) is ever shown to the one logging in now. What
 * is nobody's (PUBLIC_QUERY) stays. (The login puts the new user there after this has run.)
 */
function forgetSessionData(client: QueryClient) {
  client.getMutationCache().clear()
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_QUERY })
}

useSessionStore.subscribe((state, previous) => {
  if (state.token && !previous.token) forgetSessionData(appQueryClient())
})

// A push says something changed for this user: the to-do counts are asked for again, and the
// unread message count is the one it carries (or is asked for again when it carries none).
usePushStore.subscribe((state, previous) => {
  if (state.generation <= previous.generation) return
  const client = appQueryClient()
  void client.invalidateQueries({ queryKey: maintenanceKeys.allTodoCounts() })
  const userId = sessionUser()?.userId
  if (!userId) return
  const unread = announcementKeys.unread(userId)
  if (state.unreadFromPush !== undefined) client.setQueryData(unread, state.unreadFromPush)
  else void client.invalidateQueries({ queryKey: unread })
})
