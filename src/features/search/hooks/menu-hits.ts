import { useMemo } from 'react'
import { normaliseMenuUrl, pageMenus, type MenuNode } from '@/lib/menu-tree'
import { useMenuTree } from '@/stores/session-menus'
import type { MenuHit } from '@contract/api/search'

/**
 * The hits that are pages of the user's menus, each locked or not as the menus say (the
 * routes go by them). A page the menus hide is left out: it would only lead to /404. A
 * locked page stays, with its lock, as in the menus (portal-spec §3: hits carry ifAuth).
 */
export function hitsInMenus(hits: readonly MenuHit[], tree: readonly MenuNode[]): MenuHit[] {
  const pages = new Map(pageMenus(tree).map((menu) => [menu.path, menu]))
  return hits.flatMap((hit) => {
    const menu = pages.get(`/${normaliseMenuUrl(hit.menuUrl)}`)
    if (!menu) return []
    return [menu.ifAuth === hit.ifAuth ? hit : { ...hit, ifAuth: menu.ifAuth }]
  })
}

/** A query `select` that keeps the current user's menus' hits. */
export function useMenuHitsSelect() {
  const tree = useMenuTree()
  return useMemo(() => (hits: MenuHit[]) => hitsInMenus(hits, tree), [tree])
}
