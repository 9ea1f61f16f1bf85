import { IF_AUTH_PERMITTED, type Menu } from '@contract/api'

export interface MenuNode extends Menu {
  /** Route path, '/' + menuUrl; '' for a group or section without a page. */
  path: string
  /** Names from the top-level group down to this menu, joined by '/'. */
  chain: string
  /** 1 group, 2 section, 3 page. */
  depth: 1 | 2 | 3
  children: MenuNode[]
}

const MAX_DEPTH = 3

export const normaliseMenuUrl = (url: string | undefined) =>
  // Spaces and slashes together: "! /" loses its slash, then its space ("!"), in one pass.
  (url ?? '').replace(/^[\s/]+|[\s/]+$/g, '')

/**
 * Builds the three-level tree of portal-spec §3 from /menu/all's flat list: parMenuId 0 are the
 * groups, siblings sorted by menuLevel. Menus whose parent is missing, and anything deeper than
 * three levels, are left out; a repeated menuId keeps its first occurrence; menuId 0 is invalid.
 */
export function buildMenuTree(menus: readonly Menu[]): MenuNode[] {
  const byParent = new Map<number, Menu[]>()
  const seen = new Set<number>()
  for (const menu of menus) {
    // 0 is the groups' parent id: a menu claiming it would contain every group again.
    if (menu.menuId === 0 || seen.has(menu.menuId)) continue
    seen.add(menu.menuId)
    const siblings = byParent.get(menu.parMenuId)
    if (siblings) siblings.push(menu)
    else byParent.set(menu.parMenuId, [menu])
  }
  const grow = (parentId: number, depth: number, parentChain: string): MenuNode[] => {
    if (depth > MAX_DEPTH) return []
    const siblings = [...(byParent.get(parentId) ?? [])].sort((a, b) => a.menuLevel - b.menuLevel)
    return siblings.map((menu) => {
      const chain = parentChain ? `${parentChain}/${menu.menuName}` : menu.menuName
      const url = normaliseMenuUrl(menu.menuUrl)
      return {
        ...menu,
        menuUrl: url,
        menuChainName: menu.menuChainName || chain,
        path: url ? `/${url}` : '',
        chain,
        depth: depth as MenuNode['depth'],
        children: grow(menu.menuId, depth + 1, chain),
      }
    })
  }
  return grow(0, 1, '')
}

/** Every menu that is a page (has a url), in tree order; the first menu per path wins. */
export function pageMenus(tree: readonly MenuNode[]): MenuNode[] {
  const pages = new Map<string, MenuNode>()
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.path && !pages.has(node.path)) pages.set(node.path, node)
      visit(node.children)
    }
  }
  visit(tree)
  return [...pages.values()]
}

/**
 * The paths of the pages the user may open (ifAuth 1). As for the routes, the first menu on a
 * path decides; a path not in the set is locked, hidden or no page at all.
 */
export const openablePaths = (tree: readonly MenuNode[]): ReadonlySet<string> =>
  new Set(pageMenus(tree).flatMap((m) => (m.ifAuth === IF_AUTH_PERMITTED ? [m.path] : [])))

/** Whether a menuUrl (slashes around it or not) is among the openable paths. */
export const opensUrl = (paths: ReadonlySet<string>, menuUrl: string) =>
  paths.has(`/${normaliseMenuUrl(menuUrl)}`)
