import { create } from 'zustand'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree'
import {
  isArrayOf,
  isInternalPath,
  isRecord,
  readJson,
  removeItem,
  writeJson,
} from '@/lib/safe-storage'
import type { Menu } from '@contract/api'
import { useSessionStore } from './session-store'

/** What is cached under localStorage 'menus': whose menus, and the built tree. */
export interface MenusCache {
  userId: string
  tree: MenuNode[]
}

const OPTIONAL_TEXT = ['externalUrl', 'desc', 'menuChainName', 'icon'] as const

/** Every field the shell reads, with the depth it sits at (1 group, 2 section, 3 page). */
const isMenuNodeAt =
  (depth: number) =>
  (v: unknown): v is MenuNode =>
    isRecord(v) &&
    depth <= 3 &&
    v.depth === depth &&
    typeof v.menuId === 'number' &&
    typeof v.parMenuId === 'number' &&
    typeof v.menuName === 'string' &&
    typeof v.menuUrl === 'string' &&
    typeof v.menuSrc === 'string' &&
    typeof v.menuLevel === 'number' &&
    typeof v.ifAuth === 'number' &&
    typeof v.newFlag === 'string' &&
    typeof v.chain === 'string' &&
    (v.path === '' || isInternalPath(v.path)) &&
    OPTIONAL_TEXT.every((key) => v[key] === undefined || typeof v[key] === 'string') &&
    isArrayOf(isMenuNodeAt(depth + 1))(v.children)

export const isMenusCache = (v: unknown): v is MenusCache =>
  isRecord(v) && typeof v.userId === 'string' && isArrayOf(isMenuNodeAt(1))(v.tree)

interface MenusState {
  /** Whose menus these are; undefined until loaded for a user. */
  userId: string | undefined
  tree: MenuNode[]
  /** The last load failed: the shell goes on with no menus and offers to load them again. */
  loadFailed: boolean
  menusLoaded: (userId: string, menus: readonly Menu[]) => void
  /** portal-spec §8: a failed load continues with an empty menu. */
  menusLoadFailed: (userId: string) => void
  /** Drops a cache that belongs to someone else. */
  userChecked: (userId: string) => void
  menusCleared: () => void
}

const fromCache = () => {
  const cache = readJson(LOCAL_KEYS.menus, isMenusCache)
  return { userId: cache?.userId, tree: cache?.tree ?? [], loadFailed: false }
}

export const useMenusStore = create<MenusState>()((set, get) => ({
  ...fromCache(),
  menusLoaded: (userId, menus) => {
    const tree = buildMenuTree(menus)
    writeJson(LOCAL_KEYS.menus, { userId, tree } satisfies MenusCache)
    set({ userId, tree, loadFailed: false })
  },
  menusLoadFailed: (userId) => {
    get().menusLoaded(userId, [])
    set({ loadFailed: true })
  },
  userChecked: (userId) => {
    if (get().userId !== undefined && get().userId !== userId) get().menusCleared()
  },
  menusCleared: () => {
    removeItem(LOCAL_KEYS.menus)
    set({ userId: undefined, tree: [], loadFailed: false })
  },
}))

export function resetMenusStore() {
  useMenusStore.setState(fromCache())
}

// A session that ends takes its menus with it, from memory and from the cache.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useMenusStore.getState().menusCleared()
})
