import { create } from 'zustand'
import { LIMITS } from '@contract/limits'
import { readSearchHistory, writeSearchHistory } from './persisted-shapes'
import { useSessionStore } from './session-store'

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

export const useSearchHistoryStore = create<SearchHistoryState>()((set, get) => ({
  userId: undefined,
  keywords: [],
  userChanged: (userId) => set({ userId, keywords: userId ? readSearchHistory(userId) : [] }),
  historyOpened: () => get().userChanged(get().userId),
  keywordUsed: (keyword) => {
    const { userId } = get()
    const kept = keyword.trim()
    if (!userId || !kept || kept.length > KEYWORD_MAX) return
    const saved = readSearchHistory(userId)
    const keywords = [kept, ...saved.filter((k) => k !== kept)].slice(0, LIMITS.searchHistory)
    writeSearchHistory(userId, keywords)
    set({ keywords })
  },
  historyCleared: () => {
    const { userId } = get()
    if (userId) writeSearchHistory(userId, [])
    set({ keywords: [] })
  },
}))

/** For tests: no user, nothing shown. */
export function resetSearchHistoryStore() {
  useSearchHistoryStore.setState({ userId: undefined, keywords: [] })
}

// A session that ends takes its user's history out of memory (storage keeps it, theirs).
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) resetSearchHistoryStore()
})
