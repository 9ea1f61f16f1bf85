import { useQuery } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import { querySubmissionFunds } from '../api/submission-funds'

/** The organisation's report-filing (or quant) funds as Select options, cached for the session. */
export function useSubmissionFunds(scope: 'report' | 'quant') {
  const orgId = useSessionStore((s) => s.user?.orgId)
  const query = useQuery({
    queryKey: ['data-submission-funds', scope, orgId],
    queryFn: () => querySubmissionFunds(scope),
    staleTime: Infinity,
  })
  const options = (query.data ?? []).map((f) => ({
    value: f.fundCode,
    label: `${f.fundCode} ${f.fundName}`,
  }))
  return { options, loading: query.isLoading }
}
