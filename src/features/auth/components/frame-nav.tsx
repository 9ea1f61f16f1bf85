import { Link } from 'react-router-dom'
import { firstSegment, PUBLIC_NAV, type PublicNavItem } from '@/config/public-nav'
import './frame-nav.css'

/**
 * 'page' for the link of the page shown, 'true' for a group holding it (关于我们 while on
 * 资质); /introduce and /info-disclosure are their groups' own pages.
 */
function currentOf(item: PublicNavItem, segment: string): 'page' | 'true' | undefined {
  if (item.path === segment) return 'page'
  if (item.children?.some((child) => child.path === segment)) return 'true'
  return undefined
}

interface Props {
  pathname: string
  /** Phone width: shown as a panel under the menu button while open. */
  open: boolean
  id: string
}

/** The public site's navigation: top items, with the groups' pages below on hover or focus. */
export function FrameNav({ pathname, open, id }: Props) {
  const segment = firstSegment(pathname)
  return (
    // A followed link gives up its focus, else a group's pages stay open (:focus-within).
    <nav
      onClick={(e) => e.target instanceof HTMLElement && e.target.closest('a')?.blur()}
      id={id}
      className={open ? 'frame-nav frame-nav--open' : 'frame-nav'}
      aria-label="网站导航"
    >
      <ul className="frame-nav__list">
        {PUBLIC_NAV.map((item) => {
          const current = currentOf(item, segment)
          return (
            <li key={item.path} className={item.children ? 'frame-nav__group' : undefined}>
              <Link
                to={item.path}
                className="frame-nav__link"
                aria-current={current}
                data-current={current ? '' : undefined}
              >
                {item.label}
              </Link>
              {item.children && (
                <ul className="frame-nav__sub" aria-label={item.label}>
                  {item.children.map((child) => (
                    <li key={child.path}>
                      <Link
                        to={child.path}
                        className="frame-nav__sublink"
                        aria-current={currentOf(child, segment)}
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
