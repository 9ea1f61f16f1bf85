import { EllipsisOutlined } from '@ant-design/icons'
import { useMemo, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { groupBadgeCount } from '@contract/todo-menus'
import type { MenuNode } from '@/lib/menu-tree'
import { useMenuTree } from '@/stores/session-menus'
import { useTodoCounts } from '@/lib/todo/todo-counts'
import { NavDropdown } from './nav-dropdown'
import { NavLink } from './nav-entry'
import { useNavOverflow } from './use-nav-overflow'
import './header-nav.css'

/** Each page's group, by path: the active group is a lookup, not a walk of the tree. */
function groupsByPath(tree: readonly MenuNode[]) {
  const byPath = new Map<string, number>()
  const visit = (node: MenuNode, groupId: number) => {
    if (node.path && !byPath.has(node.path)) byPath.set(node.path, groupId)
    node.children.forEach((child) => visit(child, groupId))
  }
  tree.forEach((group) => visit(group, group.menuId))
  return byPath
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }

/**
 * The top navigation (portal-spec §2): one entry per group with its to-do total; a group's
 * panel lists its sections and pages. Groups that do not fit in the row move under 更多.
 */
export function HeaderNav() {
  const tree = useMenuTree()
  const counts = useTodoCounts()
  const { pathname } = useLocation()
  const byPath = useMemo(() => groupsByPath(tree), [tree])
  const activeId = byPath.get(pathname)
  // Made once per menus and counts, so the memoised entries see the same props on a page change.
  const entries = useMemo(
    () => tree.map((group) => ({ group, groups: [group], count: groupBadgeCount(group, counts) })),
    [tree, counts],
  )
  const { listRef, visible } = useNavOverflow(tree.length)
  const rest = useMemo(() => tree.slice(visible), [tree, visible])
  const restCount = entries.slice(visible).reduce((sum, entry) => sum + entry.count, 0)

  // ← and → move between the groups (the panels handle their own keys).
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key]
    const list = listRef.current
    if (!step || !list || !list.contains(event.target as Node)) return
    const items = [...list.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
      (el) => !el.closest('[aria-hidden="true"]'),
    )
    const at = items.indexOf(event.target as HTMLElement)
    items[(at + step + items.length) % items.length]?.focus()
    event.preventDefault()
  }

  return (
    <div
      ref={listRef}
      className="header-nav"
      role="menu"
      aria-orientation="horizontal"
      aria-label="导航菜单"
      onKeyDown={onKeyDown}
    >
      {entries.map(({ group, groups, count }, index) => {
        const common = { active: group.menuId === activeId, hidden: index >= visible, count }
        return group.children.length === 0 ? (
          <NavLink key={group.menuId} group={group} {...common} />
        ) : (
          <NavDropdown
            key={group.menuId}
            groups={groups}
            name={group.menuName}
            label={group.menuName}
            counts={counts}
            {...common}
          />
        )
      })}
      <NavDropdown
        groups={rest}
        name="更多菜单"
        // Named by its icon, so the name also takes in the visible to-do count (WCAG 2.5.3).
        label={<EllipsisOutlined aria-label="更多菜单" />}
        counts={counts}
        active={rest.some((group) => group.menuId === activeId)}
        hidden={rest.length === 0}
        count={restCount}
        more
      />
    </div>
  )
}
