import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * Query options that load once per mount of the calling component. Pages stay mounted per tab
 * however long they are hidden, and must not reload while they are. A real mount (a new tab,
 * or 刷新) loads afresh even when the cache has an answer:
 * the answers seen at mount time count as stale, those fetched since as fresh.
 */
export function useOncePerMount(queryKey: QueryKey) {
  const client = useQueryClient()
  const [seenAtMount] = useState(() => client.getQueryState(queryKey)?.dataUpdateCount ?? 0)
  return {
    staleTime: Infinity,
    // A hidden tab keeps its answers however long it stays hidden.
    gcTime: Infinity,
    refetchOnMount: (query: { state: { dataUpdateCount: number } }) =>
      query.state.dataUpdateCount <= seenAtMount ? ('always' as const) : false,
  }
}
