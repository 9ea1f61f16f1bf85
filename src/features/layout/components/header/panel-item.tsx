import type { MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { badgeCountFor, type TodoCounts } from '@/config/todo-menus'
import type { MenuNode } from '@/lib/menu-tree'
import { isLocked, useOpenMenu } from '../../hooks/use-open-menu'
import { MenuItemLabel } from './menu-item-label'

interface Props {
  menu: MenuNode
  counts: TodoCounts
  active: boolean
  onPick: () => void
  /** A section that is itself a page: shown as its column's title. */
  heading?: boolean
}

/** One page in a header panel: a link, or for a menu without permission a warning. */
export function PanelItem({ menu, counts, active, onPick, heading = false }: Props) {
  const openMenu = useOpenMenu()
  const locked = isLocked(menu)
  const onClick = (event: MouseEvent) => {
    onPick()
    // A permitted page is an ordinary link (a new tab works); a locked one only warns.
    if (locked || !menu.path) {
      event.preventDefault()
      openMenu(menu)
    }
  }
  const className = [
    'nav-panel__item',
    heading && 'nav-panel__item--heading',
    active && 'nav-panel__item--active',
    locked && 'nav-panel__item--locked',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <Link
      to={menu.path || '#'}
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      <MenuItemLabel menu={menu} count={badgeCountFor(menu, counts)} />
    </Link>
  )
}
