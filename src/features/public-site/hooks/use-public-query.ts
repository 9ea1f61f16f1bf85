import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { errorMessage } from '@/lib/http/api-error'
import { PUBLIC_QUERY } from '@/lib/public-query'

/**
 * Loads what `key` names for a public page (cached as nobody's data). The last data stays
 * while the next key loads, so a list keeps its rows under the spinner; `reload` tries again,
 * and the failure gives way to the spinner meanwhile.
 */
export function usePublicQuery<T>(key: readonly unknown[], load: () => Promise<T>) {
  const query = useQuery({
    queryKey: [PUBLIC_QUERY, ...key],
    queryFn: load,
    placeholderData: keepPreviousData,
  })
  const loading = query.isFetching
  return {
    data: query.data,
    error:
      query.isError && !loading ? errorMessage(query.error, '加载失败，请稍后重试') : undefined,
    loading,
    reload: () => void query.refetch(),
  }
}
