import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useTabsStore } from '@/stores/tabs-store'

/**
 * Titles a preview's tab once what it shows is known (a tab per fund and day: the tab's key
 * is the page's path and query).
 */
export function useValuationViewTitle(title: string | undefined) {
  const { pathname, search } = useLocation()
  const key = `${pathname}${search}`
  const current = useTabsStore((s) => s.views.find((v) => v.key === key)?.title)
  useEffect(() => {
    if (title && current !== undefined && current !== title) {
      useTabsStore.getState().viewTitled(key, title)
    }
  }, [title, current, key])
}
