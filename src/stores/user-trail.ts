import { LOCAL_KEYS, TABS_KEY } from '@/config/storage-keys'
import { readJson, removeItem, writeJson } from '@/lib/safe-storage'
import { isRecentMenuList } from './persisted-shapes'

/**
 * At a logout, forgets what the next person at this browser could read of the user's trail:
 * the open tabs ('visited-views') and the user's 'recent-menu' entry. The search history
 * stays, each user's own. (The stores in memory empty themselves when the session ends.)
 */
export function forgetUserTrail(userId: string | undefined) {
  const saved = readJson(TABS_KEY, (v): v is { userId?: unknown } => typeof v === 'object')
  removeItem(TABS_KEY)
  const whose = userId ?? (typeof saved?.userId === 'string' ? saved.userId : undefined)
  if (!whose) return
  const list = readJson(LOCAL_KEYS.recentMenu, isRecentMenuList) ?? []
  const others = list.filter((entry) => entry.userId !== whose)
  if (others.length) writeJson(LOCAL_KEYS.recentMenu, others)
  else removeItem(LOCAL_KEYS.recentMenu)
}
