import { LOCAL_KEYS, TABS_KEY } from '@/config/storage-keys'
import { readJson, removeItem, writeJson } from '@/lib/safe-storage'
import { useMenusStore } from './menus-store'
import { isRecentMenuList } from './persisted-shapes'
import { resetRecentStore, useRecentStore } from './recent-store'
import { resetSearchHistoryStore } from './search-history-store'
import { resetTabsStore, useTabsStore } from './tabs-store'
import { resetTodoStore } from './todo-store'

/**
 * At a logout, forgets what the next person at this browser could read of the user: the open
 * tabs ('visited-views', kept pages with them) and the user's 'recent-menu' entry. In memory,
 * every store of the user starts empty. The search history stays, each user's own.
 */
export function forgetUserTrail(userId: string | undefined) {
  const whose = userId ?? useRecentStore.getState().userId ?? useTabsStore.getState().userId
  removeItem(TABS_KEY)
  if (whose) {
    const list = readJson(LOCAL_KEYS.recentMenu, isRecentMenuList) ?? []
    const others = list.filter((entry) => entry.userId !== whose)
    if (others.length) writeJson(LOCAL_KEYS.recentMenu, others)
    else removeItem(LOCAL_KEYS.recentMenu)
  }
  resetTabsStore()
  resetRecentStore()
  resetTodoStore()
  resetSearchHistoryStore()
  useMenusStore.getState().menusCleared()
}
