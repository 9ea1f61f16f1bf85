import { useQuery } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import { queryValuationFunds } from '../api/valuation-tables'

/** The organisation's funds with NAVs as Select options (code and name), cached for the session. */
export function useValuationFunds() {
  const orgId = useSessionStore((s) => s.user?.orgId)
  const query = useQuery({
    queryKey: ['valuation-funds', orgId],
    queryFn: queryValuationFunds,
    staleTime: Infinity,
  })
  const options = (query.data ?? []).map((f) => ({
    value: f.fundCode,
    label: `${f.fundCode} ${f.fundName}`,
  }))
  return { options, loading: query.isLoading }
}
