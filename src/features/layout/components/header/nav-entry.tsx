import { LockOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { CountBadge } from '@/components/count-badge'
import type { MenuNode } from '@/lib/menu-tree'
import { isLocked, useOpenMenu } from '../../hooks/use-open-menu'
export interface EntryProps {
  active: boolean
  /** Did not fit in the row: kept for measuring, out of sight and out of the a11y tree. */
  hidden: boolean
  count: number
}

export const entryClass = (active: boolean, hidden: boolean, open = false) =>
  [
    'header-nav__item',
    active && 'header-nav__item--active',
    open && 'header-nav__item--open',
    hidden && 'header-nav__item--hidden',
  ]
    .filter(Boolean)
    .join(' ')

export const EntryText = ({ children, count }: { children: ReactNode; count: number }) => (
  <span className="header-nav__text">
    <span className="header-nav__name">{children}</span>
    <CountBadge count={count} className="header-nav__badge" />
  </span>
)

/** A group that is itself a page (首页): a plain link. */
export function NavLink({ group, active, hidden, count }: EntryProps & { group: MenuNode }) {
  const openMenu = useOpenMenu()
  const locked = isLocked(group)
  return (
    <div
      role="none"
      data-nav-item=""
      className={entryClass(active, hidden)}
      aria-hidden={hidden || undefined}
    >
      <Link
        to={group.path || '#'}
        role="menuitem"
        className="header-nav__button"
        aria-current={active ? 'page' : undefined}
        tabIndex={hidden ? -1 : 0}
        onClick={(event) => {
          if (!locked && group.path) return
          event.preventDefault()
          openMenu(group)
        }}
      >
        <EntryText count={count}>{group.menuName}</EntryText>
        {locked && <LockOutlined className="header-nav__lock" aria-label="无权限" />}
      </Link>
    </div>
  )
}
