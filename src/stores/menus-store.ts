import { create } from 'zustand'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree'
import { isArrayOf, isRecord, readJson, removeItem, writeJson } from '@/lib/safe-storage'
import type { Menu } from '@/types/api'

/** What is cached under localStorage 'menus': whose menus, and the built tree. */
export interface MenusCache {
  userId: string
  tree: MenuNode[]
}

const isMenuNode = (v: unknown): v is MenuNode =>
  isRecord(v) &&
  typeof v.menuId === 'number' &&
  typeof v.parMenuId === 'number' &&
  typeof v.menuName === 'string' &&
  typeof v.menuUrl === 'string' &&
  typeof v.path === 'string' &&
  typeof v.ifAuth === 'number' &&
  isArrayOf(isMenuNode)(v.children)

export const isMenusCache = (v: unknown): v is MenusCache =>
  isRecord(v) && typeof v.userId === 'string' && isArrayOf(isMenuNode)(v.tree)

interface MenusState {
  /** Whose menus these are; undefined until loaded for a user. */
  userId: string | undefined
  tree: MenuNode[]
  menusLoaded: (userId: string, menus: readonly Menu[]) => void
  /** Drops a cache that belongs to someone else. */
  userChecked: (userId: string) => void
  menusCleared: () => void
}

const fromCache = () => {
  const cache = readJson(LOCAL_KEYS.menus, isMenusCache)
  return { userId: cache?.userId, tree: cache?.tree ?? [] }
}

export const useMenusStore = create<MenusState>()((set, get) => ({
  ...fromCache(),
  menusLoaded: (userId, menus) => {
    const tree = buildMenuTree(menus)
    writeJson(LOCAL_KEYS.menus, { userId, tree } satisfies MenusCache)
    set({ userId, tree })
  },
  userChecked: (userId) => {
    if (get().userId !== undefined && get().userId !== userId) get().menusCleared()
  },
  menusCleared: () => {
    removeItem(LOCAL_KEYS.menus)
    set({ userId: undefined, tree: [] })
  },
}))

export function resetMenusStore() {
  useMenusStore.setState(fromCache())
}
