import { useQuery } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import { queryFunds } from '../api/query-funds'

/** The organisation's funds as Select options (label: code and name), cached for the session. */
export function useFundOptions() {
  const orgId = useSessionStore((s) => s.user?.orgId)
  const query = useQuery({
    queryKey: ['custodian-funds', orgId],
    queryFn: queryFunds,
    staleTime: Infinity,
  })
  const options = (query.data ?? []).map((f) => ({
    value: f.fundCode,
    label: `${f.fundCode} ${f.fundName}`,
  }))
  return { options, loading: query.isLoading }
}
