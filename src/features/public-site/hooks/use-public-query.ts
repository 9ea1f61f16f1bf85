import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { errorMessage } from '@/lib/http/api-error'

/**
 * Loads a public page's data with its endpoint's query options (src/api/public: cached as
 * nobody's data). The last data stays while the next key loads, so a list keeps its rows under
 * the spinner; `reload` tries again, and the failure gives way to the spinner meanwhile.
 */
export function usePublicQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const query = useQuery({ ...options, placeholderData: keepPreviousData })
  const loading = query.isFetching
  return {
    data: query.data,
    error:
      query.isError && !loading ? errorMessage(query.error, '加载失败，请稍后重试') : undefined,
    loading,
    reload: () => void query.refetch(),
  }
}
