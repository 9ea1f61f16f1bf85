import { TABS_KEY } from '@/config/storage-keys'
import { readJson, removeItem } from '@/lib/safe-storage'
import { writeRecentMenus } from './persisted-shapes'

/**
 * At a logout, forgets what the next person at this browser could read of the user's trail:
 * the open tabs ('visited-views') and the user's 'recent-menu' entry. The search history
 * stays, each user's own. (The stores in memory empty themselves when the session ends.)
 */
export function forgetUserTrail(userId: string | undefined) {
  const saved = readJson(TABS_KEY, (v): v is { userId?: unknown } => typeof v === 'object')
  removeItem(TABS_KEY)
  const whose = userId ?? (typeof saved?.userId === 'string' ? saved.userId : undefined)
  if (whose) writeRecentMenus(whose, [])
}
