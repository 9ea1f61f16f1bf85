import type { MatchRange } from '@/lib/menu-filter'
import type { MenuNode } from '@/lib/menu-tree'
import { isLocked } from '../../hooks/use-open-menu'
import { Highlight } from '@/components/highlight'
import { MenuGlyph } from './menu-glyph'

/** What every item of the panel needs: matches, favourites, and what clicks do. */
export interface MenuItemContext {
  highlights: ReadonlyMap<number, readonly MatchRange[]>
  favoriteIds: ReadonlySet<number>
  /** The menu whose star is being saved. */
  busyId: number | undefined
  onOpen: (menu: MenuNode) => void
  onStar: (menu: MenuNode, favorite: boolean) => void
}

interface ItemProps {
  menu: MenuNode
  ctx: MenuItemContext
}

function Name({ menu, ctx }: ItemProps) {
  return <Highlight text={menu.menuName} ranges={ctx.highlights.get(menu.menuId)} />
}

/** A page: opens on click (or warns when locked); a permitted one has a favourite star. */
function PageItem({ menu, ctx }: ItemProps) {
  const locked = isLocked(menu)
  const favorite = ctx.favoriteIds.has(menu.menuId)
  const classes = ['all-menu-item']
  if (locked) classes.push('all-menu-item--locked')
  if (favorite) classes.push('all-menu-item--favorite')
  // Named as one word: the <mark>s inside must not split it.
  const label = [menu.menuName, menu.newFlag === '1' && '新', locked && '无权限']
    .filter(Boolean)
    .join(' ')
  return (
    <span className={classes.join(' ')}>
      <button
        type="button"
        className="all-menu-item__open"
        aria-label={label}
        aria-disabled={locked || undefined}
        title={menu.desc || undefined}
        onClick={() => ctx.onOpen(menu)}
      >
        <span className="all-menu-item__name">
          <Name menu={menu} ctx={ctx} />
        </span>
        {/* The space keeps the shown text "name 新", as the label says (WCAG 2.5.3). */}
        {menu.newFlag === '1' && <span className="all-menu-item__new"> 新</span>}
        {locked && <MenuGlyph name="lock" className="all-menu-item__lock" label="无权限" />}
      </button>
      {!locked && (
        <button
          type="button"
          className="all-menu-item__star"
          aria-label={favorite ? '从常用菜单移除' : '添加到常用菜单'}
          aria-pressed={favorite}
          disabled={ctx.busyId === menu.menuId}
          onClick={() => ctx.onStar(menu, favorite)}
        >
          <MenuGlyph name={favorite ? 'starFilled' : 'star'} />
        </button>
      )}
    </span>
  )
}

/** A section (level 2): its name, or itself when it is a page, then its pages. */
function Section({ menu, ctx }: ItemProps) {
  if (menu.children.length === 0) {
    return menu.path ? (
      <div className="all-menu-section">
        <PageItem menu={menu} ctx={ctx} />
      </div>
    ) : null
  }
  return (
    <div className="all-menu-section">
      <h4 className="all-menu-section__title">
        {menu.path ? <PageItem menu={menu} ctx={ctx} /> : <Name menu={menu} ctx={ctx} />}
      </h4>
      <ul className="all-menu-section__pages">
        {menu.children.map((page) => (
          <li key={page.menuId}>
            <PageItem menu={page} ctx={ctx} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One card of the 全景菜单: a top-level group with its sections and pages. */
export function AllMenuGroup({ menu, ctx }: ItemProps) {
  return (
    <section
      className={menu.children.length ? 'all-menu-group' : 'all-menu-group all-menu-group--page'}
      aria-label={menu.menuName}
    >
      <h3 className="all-menu-group__title">
        {menu.path ? <PageItem menu={menu} ctx={ctx} /> : <Name menu={menu} ctx={ctx} />}
      </h3>
      {menu.children.map((child) => (
        <Section key={child.menuId} menu={child} ctx={ctx} />
      ))}
    </section>
  )
}
