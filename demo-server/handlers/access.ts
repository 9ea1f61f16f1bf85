import type { Menu } from '@contract/api'
import { db } from '../db/db'
import type { UserRecord } from '../db/types'
import { menusFor, rolesOf } from './menu-handlers'

/*
 * The demo backend's one access rule: a user may open a page (and call the endpoints that serve
 * it, endpoint-pages.ts) when their menus hold it with ifAuth 1. A locked page (ifAuth 0) and a
 * hidden one (not in their menus) both refuse. The menus are the union of the user's roles'
 * grants read afresh, so a change in 菜单权限管理 applies to the next request, as it always has
 * on the server (the app's own menus follow at the next login or menu reload).
 */

/** What the answer depends on: the roles' grants and the menu list. */
const grantsKey = (user: UserRecord) =>
  rolesOf(user)
    .map(
      (r) => `${r.roleId}:${r.grants.hiddenMenuIds.join(',')}/${r.grants.lockedMenuIds.join(',')}`,
    )
    .join(';')

/** The pages each grants key opens, per menu list (a scenario's extra menus make a new one). */
let cache: { extraMenus: Menu[]; pages: Map<string, ReadonlySet<string>> } | undefined
const CACHE_MAX = 64

/** The pages the user may open now (menuUrl, ifAuth 1). */
export function openPages(user: UserRecord): ReadonlySet<string> {
  if (cache?.extraMenus !== db.state.extraMenus) {
    cache = { extraMenus: db.state.extraMenus, pages: new Map() }
  }
  const key = grantsKey(user)
  let pages = cache.pages.get(key)
  if (!pages) {
    pages = new Set(menusFor(user).flatMap((m) => (m.ifAuth === 1 && m.menuUrl ? [m.menuUrl] : [])))
    if (cache.pages.size >= CACHE_MAX) cache.pages.clear()
    cache.pages.set(key, pages)
  }
  return pages
}

/** May this user open this page? Locked (ifAuth ≠ 1) and hidden (not in their menus) refuse. */
export const access = (user: UserRecord, menuUrl: string): boolean => openPages(user).has(menuUrl)

/** Whether the user may open at least one of the pages (a record page reached from several). */
export const accessAny = (user: UserRecord, menuUrls: readonly string[]): boolean =>
  menuUrls.some((url) => access(user, url))
