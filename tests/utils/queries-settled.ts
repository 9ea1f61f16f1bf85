import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { appQueryClient } from '@/lib/query-client'

/**
 * Every query and mutation of the app's cache has its answer, and the page has rendered it: for
 * a test that checks something is *not* shown, where no wait for an element can tell it is
 * done. Call it once the page that asks is on screen (a query not yet started is not waited for).
 */
export async function queriesSettled() {
  const client = appQueryClient()
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0))
  // TanStack Query hands a result to its observers on a zero timeout: let that run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
