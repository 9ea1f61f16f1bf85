import { useEffect } from 'react'
import { HOME_PATH } from '@/config/paths'
import { useRecentStore } from '@/stores/recent-store'
import { useSearchHistoryStore } from '@/stores/search-history-store'
import { useSessionUser } from '@/stores/session-store'
import { useTabsStore } from '@/stores/tabs-store'

const HOME_TAB = { key: HOME_PATH, path: HOME_PATH, search: '', title: '首页', affix: true }

/** Loads this user's own recent menus, open tabs and search history (never another user's). */
export function useUserViews() {
  const userId = useSessionUser()?.userId
  useEffect(() => {
    if (!userId) return
    useRecentStore.getState().userChanged(userId)
    useTabsStore.getState().userChanged(userId, [HOME_TAB])
    useSearchHistoryStore.getState().userChanged(userId)
  }, [userId])
}
