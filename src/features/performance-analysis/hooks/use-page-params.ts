import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isRangeKey, type RangeKey } from '@/lib/performance'

/**
 * The page's choices in the URL query, so a reload (or a shared link) keeps them: the range
 * (`range`, with `from` and `to` when custom; a reversed pair is put in order and `reversed`
 * says it was) and whatever else the page names.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams()
  const rangeParam = params.get('range')
  const range: RangeKey = isRangeKey(rangeParam) ? rangeParam : '1y'
  const from = params.get('from') ?? undefined
  const to = params.get('to') ?? undefined
  // A reversed custom range (an edited or old address) is read in order; the page says so.
  const reversed = range === 'custom' && Boolean(from && to && from > to)
  const custom = reversed ? { from: to, to: from } : { from, to }
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
  return { params, range, custom, reversed, update }
}
