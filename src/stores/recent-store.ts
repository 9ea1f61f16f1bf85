import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { LIMITS } from '@contract/limits'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { NOT_RECORDED_PATHS } from '@/config/paths'
import { readRecentMenus, writeRecentMenus, type RecentMenu } from './persisted-shapes'
import { useSessionStore } from './session-store'
import { userEntryStorage } from './user-entry-storage'

const notRecorded = new Set<string>(NOT_RECORDED_PATHS)

interface RecentState {
  userId: string | undefined
  menus: RecentMenu[]
  /** Loads the user's own list (another user's entries stay in storage, untouched). */
  userChanged: (userId: string) => void
  /** Records a visit: newest first, no duplicates, at most 8, never the excluded paths. */
  menuVisited: (menu: Omit<RecentMenu, 'createTime'>) => void
}

/** localStorage 'recent-menu', a list of { userId, menus } (portal-spec §3). */
const saved = userEntryStorage('menus', readRecentMenus, writeRecentMenus)

export const useRecentStore = create<RecentState>()(
  persist(
    (set, get, api) => ({
      userId: undefined,
      menus: [],
      userChanged: (userId) => {
        saved.readFor(userId)
        void api.persist.rehydrate()
      },
      menuVisited: (menu) => {
        const { userId, menus } = get()
        if (!userId || notRecorded.has(menu.path)) return
        const next = [
          { ...menu, createTime: Date.now() },
          ...menus.filter((m) => m.path !== menu.path),
        ]
        set({ menus: next.slice(0, LIMITS.recentMenus) })
      },
    }),
    {
      name: LOCAL_KEYS.recentMenu,
      storage: saved.storage,
      partialize: ({ userId, menus }) => ({ userId, menus }),
      version: 0,
      // Nothing is read before a user is known: userChanged reads theirs.
      skipHydration: true,
    },
  ),
)

export function resetRecentStore() {
  useRecentStore.setState({ userId: undefined, menus: [] })
}

// A session that ends takes its user's recent menus out of memory.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) resetRecentStore()
})
