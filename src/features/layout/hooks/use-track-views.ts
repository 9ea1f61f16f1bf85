import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useRecentStore } from '@/stores/recent-store'
import { useTabsStore } from '@/stores/tabs-store'
import { viewKey, type DescribePage } from '../page-meta'

/** Every page shown becomes (or updates) a tab, and a menu page a recent menu. */
export function useTrackViews(describePage: DescribePage) {
  const location = useLocation()
  useEffect(() => {
    const meta = describePage(location)
    if (!meta) return
    const key = viewKey(location, meta)
    useTabsStore.getState().viewShown({
      key,
      path: location.pathname,
      search: location.search,
      title: meta.title,
      affix: meta.affix,
      noCache: meta.noCache,
    })
    if (meta.menuId !== undefined) {
      useRecentStore.getState().menuVisited({
        path: location.pathname,
        meta: { title: meta.title, id: meta.menuId },
      })
    }
  }, [location, describePage])
}
