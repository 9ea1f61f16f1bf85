import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useTabsStore } from '@/stores/tabs-store'

/**
 * Titles this page's tab once what it shows is known (a fund opened by its code alone gets
 * its name too). The tab's key is the page's path and query: a tab per query.
 */
export function useViewTitle(title: string | undefined) {
  const { pathname, search } = useLocation()
  const key = `${pathname}${search}`
  const current = useTabsStore((s) => s.views.find((v) => v.key === key)?.title)
  useEffect(() => {
    if (title && current !== undefined && current !== title) {
      useTabsStore.getState().viewTitled(key, title)
    }
  }, [title, current, key])
}
