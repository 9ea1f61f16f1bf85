import { create } from 'zustand'
import { LIMITS } from '@contract/limits'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { NOT_RECORDED_PATHS } from '@/config/paths'
import { readJson, writeJson } from '@/lib/safe-storage'
import { isRecentMenuList, readRecentMenus, type RecentMenu } from './persisted-shapes'
import { useSessionStore } from './session-store'

const notRecorded = new Set<string>(NOT_RECORDED_PATHS)

interface RecentState {
  userId: string | undefined
  menus: RecentMenu[]
  /** Loads the user's own list (another user's entries stay in storage, untouched). */
  userChanged: (userId: string) => void
  /** Records a visit: newest first, no duplicates, at most 8, never the excluded paths. */
  menuVisited: (menu: Omit<RecentMenu, 'createTime'>) => void
}

export const useRecentStore = create<RecentState>()((set, get) => ({
  userId: undefined,
  menus: [],
  userChanged: (userId) => set({ userId, menus: readRecentMenus(userId) }),
  menuVisited: (menu) => {
    const { userId, menus } = get()
    if (!userId || notRecorded.has(menu.path)) return
    const next = [{ ...menu, createTime: Date.now() }, ...menus.filter((m) => m.path !== menu.path)]
    const kept = next.slice(0, LIMITS.recentMenus)
    const others = (readJson(LOCAL_KEYS.recentMenu, isRecentMenuList) ?? []).filter(
      (entry) => entry.userId !== userId,
    )
    writeJson(LOCAL_KEYS.recentMenu, [...others, { userId, menus: kept }])
    set({ menus: kept })
  },
}))

export function resetRecentStore() {
  useRecentStore.setState({ userId: undefined, menus: [] })
}

// A session that ends takes its user's recent menus out of memory.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) resetRecentStore()
})
