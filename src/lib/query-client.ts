import { QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    // The HTTP client already tells the user about a failure; retrying would repeat it.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  })
}

let shared: QueryClient | undefined
/** One cache for the page's lifetime: the server state, the session's user and menus included. */
export const appQueryClient = () => (shared ??= createQueryClient())

/** For tests: the next render starts with an empty cache. */
export function resetAppQueryClient() {
  shared?.clear()
  shared = undefined
}
