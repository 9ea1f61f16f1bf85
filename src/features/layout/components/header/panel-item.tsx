import { memo, type MouseEvent } from 'react'
import { badgeCountFor, type TodoCounts } from '@contract/todo-menus'
import type { MenuNode } from '@/lib/menu-tree'
import { isLocked, useOpenMenu } from '../../hooks/use-open-menu'
import { MenuItemLabel } from './menu-item-label'

interface Props {
  menu: MenuNode
  /** The page's address with the app's base path (an ordinary link, so a new tab works). */
  href: string
  counts: TodoCounts
  active: boolean
  onPick: () => void
  /** A section that is itself a page: shown as its column's title. */
  heading?: boolean
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * One page in a header panel: a link, or for a menu without permission a warning. A plain
 * anchor rather than the router's Link: a Link re-renders on every navigation, and a panel may
 * hold thousands of them (the 更多 panel of a large menu tree).
 */
export const PanelItem = memo(function PanelItem(props: Props) {
  const { menu, href, counts, active, onPick, heading = false } = props
  const openMenu = useOpenMenu()
  const locked = isLocked(menu)
  const onClick = (event: MouseEvent) => {
    onPick()
    if (!locked && menu.path && opensElsewhere(event)) return
    event.preventDefault()
    openMenu(menu)
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
    <a
      href={menu.path ? href : '#'}
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      <MenuItemLabel menu={menu} count={badgeCountFor(menu, counts)} />
    </a>
  )
})
