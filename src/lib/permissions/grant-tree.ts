import type { GrantMenu, MenuGrant } from '@contract/api/general-manage'

/*
 * The 菜单权限管理 tree's state (pure): the menus as a three-level tree, each page's grant
 * (reach / locked / hidden), and from those the check state antd's Tree shows with
 * checkStrictly: a node is checked when every page under it is reached, half-checked when
 * some are. Checking a node reaches every page under it; unchecking leaves them visible but
 * locked, or hidden if that is what they were when loaded.
 */

export interface GrantNode {
  key: number
  title: string
  menuUrl: string
  children: GrantNode[]
}

/** Each page's grant, by menuId. */
export type PageGrants = Readonly<Record<number, MenuGrant>>

export function buildGrantTree(menus: readonly GrantMenu[]): GrantNode[] {
  const byParent = new Map<number, GrantMenu[]>()
  for (const m of menus) byParent.set(m.parMenuId, [...(byParent.get(m.parMenuId) ?? []), m])
  const grow = (parent: number, depth: number): GrantNode[] =>
    depth > 3
      ? []
      : [...(byParent.get(parent) ?? [])]
          .sort((a, b) => a.menuLevel - b.menuLevel)
          .map((m) => ({
            key: m.menuId,
            title: m.menuName,
            menuUrl: m.menuUrl,
            children: grow(m.menuId, depth + 1),
          }))
  return grow(0, 1)
}

/** The pages' grants as loaded (sections and groups have none of their own). */
export const pageGrantsOf = (menus: readonly GrantMenu[]): PageGrants =>
  Object.fromEntries(menus.filter((m) => m.menuUrl).map((m) => [m.menuId, m.grant]))

/** The pages at and under a node. */
export function pagesUnder(node: GrantNode): number[] {
  const own = node.menuUrl ? [node.key] : []
  return [...own, ...node.children.flatMap(pagesUnder)]
}

export function checkState(tree: readonly GrantNode[], grants: PageGrants) {
  const checked: number[] = []
  const halfChecked: number[] = []
  const visit = (node: GrantNode) => {
    const pages = pagesUnder(node)
    const reached = pages.filter((id) => grants[id] === 'reach').length
    if (pages.length && reached === pages.length) checked.push(node.key)
    else if (reached > 0) halfChecked.push(node.key)
    node.children.forEach(visit)
  }
  tree.forEach(visit)
  return { checked, halfChecked }
}

/** The grants after (un)checking a node: every page under it reached, or not. */
export function setChecked(
  node: GrantNode,
  grants: PageGrants,
  checked: boolean,
  loaded: PageGrants,
): PageGrants {
  const next: Record<number, MenuGrant> = { ...grants }
  for (const id of pagesUnder(node)) {
    const before = loaded[id] === 'hidden' ? 'hidden' : 'locked'
    next[id] = checked ? 'reach' : grants[id] === 'reach' ? before : (grants[id] ?? before)
  }
  return next
}

/** An unchecked page shown locked or hidden. */
export const setPageGrant = (grants: PageGrants, pageId: number, grant: MenuGrant): PageGrants => ({
  ...grants,
  [pageId]: grant,
})

/** A node's grant as the tree labels it: its own, or its pages' if they all agree. */
export function nodeGrant(node: GrantNode, grants: PageGrants): MenuGrant | 'mixed' {
  const kinds = new Set(pagesUnder(node).map((id) => grants[id]))
  return kinds.size === 1 ? ([...kinds][0] ?? 'mixed') : 'mixed'
}

export function grantCounts(grants: PageGrants): Record<MenuGrant, number> {
  const counts = { reach: 0, locked: 0, hidden: 0 }
  for (const grant of Object.values(grants)) counts[grant] += 1
  return counts
}

/** The pages whose grant differs from the loaded one. */
export const changedPages = (loaded: PageGrants, grants: PageGrants) =>
  Object.keys(grants)
    .map(Number)
    .filter((id) => grants[id] !== loaded[id])
