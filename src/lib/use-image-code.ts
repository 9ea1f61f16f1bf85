import { useQuery } from '@tanstack/react-query'
import { useCallback, useId } from 'react'
import { verifyCodeQuery } from '@/api/public/verify-code'

/**
 * The current image code picture (the login form, the raising-account query); `refresh()` asks
 * for a new one, as after each use. `silent`: a failed picture only shows as such, no message.
 */
export function useImageCode({ silent = false }: { silent?: boolean } = {}) {
  const query = useQuery(verifyCodeQuery(useId(), silent))
  const { refetch } = query
  const refresh = useCallback(() => refetch(), [refetch])
  const state = query.isFetching ? 'loading' : query.isSuccess ? 'ready' : 'error'
  return { image: query.data, state, refresh } as const
}
