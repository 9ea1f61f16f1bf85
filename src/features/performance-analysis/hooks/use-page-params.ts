import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isRangeKey, type RangeKey } from '@/lib/performance'

/**
 * The page's choices in the URL query, so a reload (or a shared link) keeps them: the range
 * (`range`, with `from` and `to` when custom) and whatever else the page names.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams()
  const rangeParam = params.get('range')
  const range: RangeKey = isRangeKey(rangeParam) ? rangeParam : '1y'
  const custom = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }
  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  return { params, range, custom, update }
}
