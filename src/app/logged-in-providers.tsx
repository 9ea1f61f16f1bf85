import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp } from 'antd'
import { useEffect, type ReactNode } from 'react'
import '@/lib/dayjs'
import { bindNotification } from '@/lib/notify'
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

// A new session starts from an empty cache: nothing fetched for whoever was logged in before
// (in this page, before a logout or an expiry) is ever shown to the one logging in now.
useSessionStore.subscribe((state, previous) => {
  if (state.token && !previous.token) shared?.clear()
})

/** For tests: the next render starts with an empty cache. */
export function resetAppQueryClient() {
  shared?.clear()
  shared = undefined
}

function NotificationBinder() {
  const { notification } = AntApp.useApp()
  useEffect(() => {
    bindNotification(notification)
    return () => bindNotification(undefined)
  }, [notification])
  return null
}

/** What only logged-in pages need: the server-state cache and antd's App (modal, message). */
export function LoggedInProviders({
  children,
  client,
}: {
  children: ReactNode
  client?: QueryClient
}) {
  return (
    <AntApp className="app-shell">
      <NotificationBinder />
      <QueryClientProvider client={client ?? appQueryClient()}>{children}</QueryClientProvider>
    </AntApp>
  )
}
