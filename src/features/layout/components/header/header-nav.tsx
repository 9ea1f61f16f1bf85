import { EllipsisOutlined } from '@ant-design/icons'
import { useMemo, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { groupBadgeCount } from '@/config/todo-menus'
import type { MenuNode } from '@/lib/menu-tree'
import { useMenusStore } from '@/stores/menus-store'
import { useTodoStore } from '@/stores/todo-store'
import { NavDropdown } from './nav-dropdown'
import { NavLink } from './nav-entry'
import { useNavOverflow } from './use-nav-overflow'
import './header-nav.css'

/** The group whose page, or one of whose pages, is at this path. */
function activeGroupOf(tree: readonly MenuNode[], pathname: string) {
  const holds = (node: MenuNode): boolean =>
    node.path === pathname || node.children.some((child) => holds(child))
  return tree.find(holds)?.menuId
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 }

/**
 * The top navigation (portal-spec §2): one entry per group with its to-do total; a group's
 * panel lists its sections and pages. Groups that do not fit in the row move under 更多.
 */
export function HeaderNav() {
  const tree = useMenusStore((s) => s.tree)
  const counts = useTodoStore((s) => s.counts)
  const { pathname } = useLocation()
  const activeId = useMemo(() => activeGroupOf(tree, pathname), [tree, pathname])
  const { listRef, visible } = useNavOverflow(tree.length)
  const rest = tree.slice(visible)

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
      {tree.map((group, index) => {
        const common = {
          active: group.menuId === activeId,
          hidden: index >= visible,
          count: groupBadgeCount(group, counts),
        }
        return group.children.length === 0 ? (
          <NavLink key={group.menuId} group={group} {...common} />
        ) : (
          <NavDropdown
            key={group.menuId}
            groups={[group]}
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
        count={rest.reduce((sum, group) => sum + groupBadgeCount(group, counts), 0)}
        more
      />
    </div>
  )
}
