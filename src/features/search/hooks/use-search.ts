import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { INPUT_MAX } from '@contract/limits'
import { useSessionUser } from '@/stores/session-store'
import { faqSearchQuery } from '@/api/faq/answer-content'
import { menuSearchQuery } from '@/api/menu/search-menus'
import { templateSearchQuery } from '@/api/query/search-templates'
import { useMenuHitsSelect } from './menu-hits'

/** portal-spec §5: a keyword of 2 to 50 characters (trimmed) is searched. */
export const KEYWORD_MIN = 2
export const KEYWORD_MAX = INPUT_MAX.searchKeyword
export const SEARCH_DEBOUNCE_MS = 300

export const isSearchable = (keyword: string) => Array.from(keyword.trim()).length >= KEYWORD_MIN

const CACHE_MS = 60_000

/**
 * The three searches of the global search, run for the trimmed keyword once typing has paused
 * (or at once after `searchNow`). `term` is what the results shown were searched for.
 */
export function useSearch(keyword: string) {
  const userId = useSessionUser()?.userId
  const trimmed = keyword.trim()
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(trimmed), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [trimmed])

  // Below 2 characters the results go at once; above, the last settled keyword stays searched.
  const term = isSearchable(trimmed) && isSearchable(settled) ? settled : ''
  const enabled = term !== '' && Boolean(userId)
  const common = { enabled, staleTime: CACHE_MS, placeholderData: keepPreviousData } as const

  const menus = useQuery({
    ...menuSearchQuery(userId, term),
    select: useMenuHitsSelect(),
    ...common,
  })
  const templates = useQuery({ ...templateSearchQuery(term), ...common })
  const faqs = useQuery({ ...faqSearchQuery(term), ...common })

  return {
    term,
    menus,
    templates,
    faqs,
    /** Enter, or a keyword from the history: search it now, without waiting for the pause. */
    searchNow: (value: string) => setSettled(value.trim()),
  }
}

export type SearchState = ReturnType<typeof useSearch>
