import { create } from 'zustand'
import { LIMITS } from '@/config/limits'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { removeItem, writeJson } from '@/lib/safe-storage'
import { readSearchHistory } from './persisted-shapes'

/** A keyword as it is kept: trimmed, at most the search box's 50 characters. */
const KEYWORD_MAX = 50

interface SearchHistoryState {
  /** Newest first, no duplicates, at most 20 (portal-spec §5, localStorage 'search-history-list'). */
  keywords: string[]
  /** Re-reads storage (another tab may have searched); a corrupted value is discarded. */
  historyOpened: () => void
  /** The user pressed Enter on a keyword or opened one of its results. */
  keywordUsed: (keyword: string) => void
  /** 清空 */
  historyCleared: () => void
}

export const useSearchHistoryStore = create<SearchHistoryState>()((set) => ({
  keywords: readSearchHistory(),
  historyOpened: () => set({ keywords: readSearchHistory() }),
  keywordUsed: (keyword) => {
    const kept = keyword.trim()
    if (!kept || kept.length > KEYWORD_MAX) return
    const saved = readSearchHistory()
    const keywords = [kept, ...saved.filter((k) => k !== kept)].slice(0, LIMITS.searchHistory)
    writeJson(LOCAL_KEYS.searchHistory, keywords)
    set({ keywords })
  },
  historyCleared: () => {
    removeItem(LOCAL_KEYS.searchHistory)
    set({ keywords: [] })
  },
}))

/** For tests: start again from what the browser holds. */
export function resetSearchHistoryStore() {
  useSearchHistoryStore.setState({ keywords: readSearchHistory() })
}
