import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { LIMITS } from '@contract/limits'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { readSearchHistory, writeSearchHistory } from './persisted-shapes'
import { useSessionStore } from './session-store'
import { userEntryStorage } from './user-entry-storage'

/** A keyword as it is kept: trimmed, at most the search box's 50 characters. */
const KEYWORD_MAX = 50

interface SearchHistoryState {
  /** Whose history this is: none is kept or shown without a user. */
  userId: string | undefined
  /** Newest first, no duplicates, at most 20 (portal-spec §5, localStorage 'search-history-list'). */
  keywords: string[]
  /** Loads the user's own history (another user's stays in storage, unseen). */
  userChanged: (userId: string | undefined) => void
  /** Re-reads storage (another tab may have searched); a corrupted value is discarded. */
  historyOpened: () => void
  /** The user pressed Enter on a keyword or opened one of its results. */
  keywordUsed: (keyword: string) => void
  /** 清空 */
  historyCleared: () => void
}

/** localStorage 'search-history-list', a list of { userId, keywords }. */
const saved = userEntryStorage('keywords', readSearchHistory, writeSearchHistory)

export const useSearchHistoryStore = create<SearchHistoryState>()(
  persist(
    (set, get, api) => ({
      userId: undefined,
      keywords: [],
      userChanged: (userId) => {
        saved.readFor(userId)
        void api.persist.rehydrate()
      },
      historyOpened: () => get().userChanged(get().userId),
      keywordUsed: (keyword) => {
        const { userId } = get()
        const kept = keyword.trim()
        if (!userId || !kept || kept.length > KEYWORD_MAX) return
        get().historyOpened()
        const keywords = [kept, ...get().keywords.filter((k) => k !== kept)]
        set({ keywords: keywords.slice(0, LIMITS.searchHistory) })
      },
      historyCleared: () => set({ keywords: [] }),
    }),
    {
      name: LOCAL_KEYS.searchHistory,
      storage: saved.storage,
      partialize: ({ userId, keywords }) => ({ userId, keywords }),
      version: 0,
      // Nothing is read before a user is known: userChanged reads theirs.
      skipHydration: true,
    },
  ),
)

/** For tests: no user, nothing shown. */
export function resetSearchHistoryStore() {
  useSearchHistoryStore.setState({ userId: undefined, keywords: [] })
}

// A session that ends takes its user's history out of memory (storage keeps it, theirs).
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) resetSearchHistoryStore()
})
