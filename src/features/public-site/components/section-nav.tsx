import { NavLink } from 'react-router-dom'
import type { PublicNavItem } from '@/config/public-nav'

/** A group's pages (关于我们, 信息披露); the one shown is marked with aria-current. */
export function SectionNav({ label, items }: { label: string; items: readonly PublicNavItem[] }) {
  return (
    <nav className="section-nav" aria-label={`${label}栏目`}>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className="section-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
