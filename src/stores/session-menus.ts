import { queryOptions, useQuery } from '@tanstack/react-query'
import { getAllMenus } from '@/api/menu/get-all-menus'
import { menuKeys } from '@/api/menu/keys'
import { MSG } from '@/config/messages'
import { LOCAL_KEYS } from '@/config/storage-keys'
import { isApiError } from '@/lib/http/api-error'
import { buildMenuTree, type MenuNode } from '@/lib/menu-tree'
import { appQueryClient } from '@/lib/query-client'
import { removeItem, writeJson } from '@/lib/safe-storage'
import type { Menu } from '@contract/api'
import { sessionUser, useSessionStore, useSessionUser } from './session-store'

/** What is written under localStorage 'menus' (portal-spec §3): whose menus, and the built tree. */
export interface MenusCache {
  userId: string
  tree: MenuNode[]
}

/** The session's menus: the tree, and whether its load failed (the shell then offers a retry). */
export interface SessionMenus {
  tree: MenuNode[]
  loadFailed: boolean
}

const NO_TREE: MenuNode[] = []
const NOT_LOADED: SessionMenus = { tree: NO_TREE, loadFailed: false }

/** Builds the tree of a user's menus and writes it under 'menus'. */
export function menusBuilt(userId: string, menus: readonly Menu[]): SessionMenus {
  const tree = buildMenuTree(menus)
  writeJson(LOCAL_KEYS.menus, { userId, tree } satisfies MenusCache)
  return { tree, loadFailed: false }
}

/** portal-spec §8: a failed load logs and continues with an empty menu; a 401 logs out (client). */
async function loadMenus(userId: string): Promise<SessionMenus> {
  try {
    return menusBuilt(userId, await getAllMenus(userId))
  } catch (e) {
    if (isApiError(e) && e.kind === 'unauthorized') throw e
    console.error(MSG.menuLoadFailedLog, e)
    return { ...menusBuilt(userId, []), loadFailed: true }
  }
}

/**
 * The user's menus, loaded once per session (a new organisation comes with a new token) and
 * kept for the page's life in the app's query cache (like the user, whatever client a test
 * renders with), where the shell reads them. 'menus' in
 * localStorage is written for the spec's sake and never read back as the truth.
 */
export const sessionMenusQuery = (token: string | undefined, userId: string | undefined) =>
  queryOptions({
    queryKey: menuKeys.session(token, userId),
    queryFn: () => loadMenus(userId as string),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** The session's menus; an empty tree until they are loaded. */
export function useSessionMenus(): SessionMenus {
  const token = useSessionStore((s) => s.token)
  const userId = useSessionUser()?.userId
  const { data } = useQuery(
    { ...sessionMenusQuery(token, userId), enabled: false },
    appQueryClient(),
  )
  return data ?? NOT_LOADED
}

export const useMenuTree = () => useSessionMenus().tree

/** The session's menu tree, outside React. */
export function sessionMenuTree(): MenuNode[] {
  const key = menuKeys.session(useSessionStore.getState().token, sessionUser()?.userId)
  return appQueryClient().getQueryData<SessionMenus>(key)?.tree ?? NO_TREE
}

// A session that ends takes its menus' local copy with it.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) removeItem(LOCAL_KEYS.menus)
})
