import type { Menu } from '@contract/api'
import type { MenuGrant } from '@contract/api/general-manage'
import type { RoleGrantRecord } from './role-types'

/*
 * The grant union (pure): a menu is reached (ifAuth 1) if any of the user's roles reaches it;
 * visible but locked (ifAuth 0) if some role sees it but none reaches it; left out if no role
 * sees it. A hidden menu hides everything under it; a group or section (no url) left with no
 * child disappears. 首页 is everyone's, roles or not.
 */

/** Menus every logged-in user reaches whatever their roles (not subject to grants). */
export const ALWAYS_MENU_URLS: readonly string[] = ['home-page']

type MenuShape = Pick<Menu, 'menuId' | 'parMenuId' | 'menuUrl'>

const always = (m: MenuShape) => ALWAYS_MENU_URLS.includes(m.menuUrl)

/** A grant's reading over a menu list: what it grants on each menu. */
export function grantReader(menus: readonly MenuShape[]) {
  const parentOf = new Map(menus.map((m) => [m.menuId, m.parMenuId]))
  const hiddenBy = (hidden: ReadonlySet<number>, menuId: number) => {
    for (let id = menuId; id !== 0; id = parentOf.get(id) ?? 0) {
      if (hidden.has(id)) return true
    }
    return false
  }
  return (grants: RoleGrantRecord) => {
    const hidden = new Set(grants.hiddenMenuIds)
    const locked = new Set(grants.lockedMenuIds)
    return (m: MenuShape): MenuGrant => {
      if (always(m)) return 'reach'
      if (hiddenBy(hidden, m.menuId)) return 'hidden'
      return locked.has(m.menuId) ? 'locked' : 'reach'
    }
  }
}

/** The menus a user with these roles' grants gets, each with its ifAuth. */
export function unionMenus<M extends Menu>(
  menus: readonly M[],
  roles: readonly RoleGrantRecord[],
): M[] {
  const read = grantReader(menus)
  const grantsOf = roles.map(read)
  const kept: M[] = []
  for (const m of menus) {
    const granted = always(m) ? ['reach' as const] : grantsOf.map((g) => g(m))
    if (granted.includes('reach')) kept.push({ ...m, ifAuth: 1 })
    else if (granted.includes('locked')) kept.push({ ...m, ifAuth: 0 })
  }
  return withoutEmptyBranches(kept)
}

/** Groups and sections without a page of their own and with no child left are dropped. */
function withoutEmptyBranches<M extends MenuShape>(menus: M[]): M[] {
  let list = menus
  for (;;) {
    const parents = new Set(list.map((m) => m.parMenuId))
    const ids = new Set(list.map((m) => m.menuId))
    const next = list.filter(
      (m) => (m.parMenuId === 0 || ids.has(m.parMenuId)) && (m.menuUrl || parents.has(m.menuId)),
    )
    if (next.length === list.length) return next
    list = next
  }
}

/** Pages whose grant a role decides (every page menu but 首页). */
export const grantablePages = <M extends MenuShape>(menus: readonly M[]) =>
  menus.filter((m) => m.menuUrl && !always(m))

/**
 * A role's deny-lists from each page's grant: locked pages by id; hidden pages by id, or by
 * their section or group when every page under it is hidden (so a page added there later
 * stays hidden with its group).
 */
export function grantsFromPages(
  menus: readonly MenuShape[],
  pageGrant: (menuId: number) => MenuGrant,
): RoleGrantRecord {
  const children = new Map<number, MenuShape[]>()
  for (const m of menus) children.set(m.parMenuId, [...(children.get(m.parMenuId) ?? []), m])
  const grantable = new Set(grantablePages(menus).map((m) => m.menuId))
  const hiddenMenuIds: number[] = []
  const lockedMenuIds: number[] = []
  /** Whether every grantable page under (and at) a menu is hidden, and it holds at least one. */
  const allHidden = (m: MenuShape): boolean => {
    const below = children.get(m.menuId) ?? []
    const own = grantable.has(m.menuId) ? [pageGrant(m.menuId) === 'hidden'] : []
    const results = [...own, ...below.map(allHidden)]
    return results.length > 0 && results.every(Boolean)
  }
  const visit = (m: MenuShape) => {
    if (always(m)) return
    if (allHidden(m)) {
      hiddenMenuIds.push(m.menuId)
      return
    }
    if (grantable.has(m.menuId) && pageGrant(m.menuId) === 'locked') lockedMenuIds.push(m.menuId)
    for (const child of children.get(m.menuId) ?? []) visit(child)
  }
  for (const top of children.get(0) ?? []) visit(top)
  return { hiddenMenuIds, lockedMenuIds }
}
