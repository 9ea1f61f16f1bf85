import { create } from 'zustand'
import { persist, type PersistStorage } from 'zustand/middleware'
import { TABS_KEY } from '@/config/storage-keys'
import {
  isArrayOf,
  isInternalPath,
  isRecord,
  isString,
  readJson,
  removeItem,
  writeJson,
} from '@/lib/safe-storage'
import { afterClose, moveView, touchAlive, type VisitedView } from './tabs-model'
import { useSessionStore } from './session-store'

const isView = (v: unknown): v is VisitedView =>
  isRecord(v) &&
  isString(v.key) &&
  isInternalPath(v.path) &&
  isString(v.search) &&
  isString(v.title)

/** One user's open tabs, as kept under 'visited-views'. */
interface Saved {
  userId: string
  views: VisitedView[]
}
const isSaved = (v: unknown): v is Saved =>
  isRecord(v) && isString(v.userId) && isArrayOf(isView)(v.views)

/**
 * The key is ours, not the spec's, so it says its version beside { userId, views }; what was
 * written before it did (no `version`) is version 0, the same fields.
 */
const VERSION = 1
const isVersion = (v: unknown) => v === undefined || (Number.isInteger(v) && Number(v) >= 0)
const isStored = (v: unknown): v is Saved & { version?: number } =>
  isSaved(v) && isRecord(v) && isVersion(v.version)

/** Whose tabs the next hydration keeps (set by userChanged): another user's are never shown. */
let whose: string | undefined

const tabsStorage: PersistStorage<Saved | undefined> = {
  getItem: (name) => {
    const stored = readJson(name, isStored)
    return stored
      ? { state: { userId: stored.userId, views: stored.views }, version: stored.version ?? 0 }
      : null
  },
  setItem: (name, { state, version }) => {
    if (state) writeJson(name, { ...state, version })
  },
  removeItem: (name) => removeItem(name),
}

interface TabsState {
  userId: string | undefined
  views: VisitedView[]
  activeKey: string
  /** Kept-alive pages, least recently shown first. */
  alive: string[]
  /** Bumped by 刷新: remounts that page. */
  generation: Record<string, number>
  /** Set by sessionSwitched: the page loads again soon, nothing is saved until it has. */
  reloading: boolean
  userChanged: (userId: string, affixed: VisitedView[]) => void
  viewShown: (view: VisitedView) => void
  viewTitled: (key: string, title: string) => void
  /** Each returns where to go when the active tab went away. */
  viewClosed: (key: string) => string | undefined
  othersClosed: (key: string) => string | undefined
  allClosed: () => string | undefined
  viewRefreshed: (key: string) => void
  viewMoved: (fromKey: string, toKey: string) => void
  /**
   * The page is about to load again as another session (切换机构): every tab but the fixed
   * ones is closed for good, and nothing shown meanwhile is saved to come back after the load.
   */
  sessionSwitched: () => void
}

/** No user, no tabs. */
const empty = {
  userId: undefined,
  views: [],
  activeKey: '',
  alive: [],
  generation: {},
  reloading: false,
} satisfies Partial<TabsState>

export const useTabsStore = create<TabsState>()(
  persist(
    (set, get, api) => {
      const commit = (views: VisitedView[], extra: Partial<TabsState> = {}) => {
        const keys = new Set(views.map((v) => v.key))
        set({ views, alive: get().alive.filter((k) => keys.has(k)), ...extra })
      }
      const keepOnly = (keep: (v: VisitedView) => boolean) => {
        const { views, activeKey } = get()
        const remaining = views.filter((v) => v.affix || keep(v))
        commit(remaining)
        if (remaining.some((v) => v.key === activeKey)) return undefined
        const last = remaining[remaining.length - 1]
        return last ? `${last.path}${last.search}` : '/index'
      }
      return {
        ...empty,
        userChanged: (userId, affixed) => {
          whose = userId
          void api.persist.rehydrate()
          // One tab per key, the first kept, even if something else wrote the list.
          const views = [...affixed, ...get().views].filter(
            (v, i, all) => all.findIndex((o) => o.key === v.key) === i,
          )
          set({ views })
        },
        viewShown: (view) => {
          const { views, alive } = get()
          const exists = views.some((v) => v.key === view.key)
          const next = exists
            ? views.map((v) =>
                v.key === view.key ? { ...v, path: view.path, search: view.search } : v,
              )
            : [...views, view]
          commit(next, { activeKey: view.key, alive: touchAlive(alive, view.key, view.noCache) })
        },
        viewTitled: (key, title) =>
          commit(get().views.map((v) => (v.key === key ? { ...v, title } : v))),
        viewClosed: (key) => {
          const { views, activeKey } = get()
          const { views: remaining, goTo } = afterClose(views, key, activeKey)
          commit(remaining)
          return goTo
        },
        othersClosed: (key) => keepOnly((v) => v.key === key),
        allClosed: () => keepOnly(() => false),
        viewRefreshed: (key) => {
          const { generation } = get()
          set({ generation: { ...generation, [key]: (generation[key] ?? 0) + 1 } })
        },
        viewMoved: (fromKey, toKey) => commit(moveView(get().views, fromKey, toKey)),
        sessionSwitched: () => {
          // The shell may render once more as the new session first (the current page's tab
          // again): that is not saved.
          commit(get().views.filter((v) => v.affix))
          set({ reloading: true })
        },
      }
    },
    {
      name: TABS_KEY,
      storage: tabsStorage,
      // Nothing is saved without a user, nor while the page is about to load again.
      partialize: ({ userId, views, reloading }) =>
        userId && !reloading ? { userId, views } : undefined,
      version: VERSION,
      migrate: (saved, version) => (version === 0 && isSaved(saved) ? saved : undefined),
      merge: (saved, current) => ({
        ...current,
        userId: whose,
        views: isSaved(saved) && saved.userId === whose ? saved.views : [],
        alive: [],
        activeKey: '',
        generation: {},
      }),
      // Nothing is read before a user is known: userChanged reads theirs.
      skipHydration: true,
    },
  ),
)

export function resetTabsStore() {
  useTabsStore.setState(empty)
}

// A logout, in this tab or another, drops the open tabs and with them the kept pages.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) resetTabsStore()
})
