import { useEffect, useRef, useState } from 'react'
import type { MenuNode } from '@/lib/menu-tree'
import { AllMenuGroup, type MenuItemContext } from './all-menu-group'

/** Groups drawn at once when the panel opens: about what a wide window shows. */
export const EAGER_GROUPS = 8
/** Drawn this far ahead of the scroll, so a group is there before it comes into view. */
const AHEAD = '800px 0px'

const ROW_PX = 28
const TITLE_PX = 44
/** A drawn group's height, near enough: titles and a row per page. */
const heightOf = (group: MenuNode) =>
  TITLE_PX +
  group.children.reduce((sum, section) => sum + TITLE_PX + section.children.length * ROW_PX, 0)

/**
 * A 全景菜单 card drawn when it nears the view (a user with thousands of menus opens the panel
 * without waiting for all of them); until then an empty card of about its height holds its place.
 */
export function LazyMenuGroup({
  menu,
  ctx,
  eager,
}: {
  menu: MenuNode
  ctx: MenuItemContext
  eager: boolean
}) {
  const [shown, setShown] = useState(eager || typeof IntersectionObserver === 'undefined')
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = ref.current
    if (shown || !element) return undefined
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setShown(true),
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  if (shown) return <AllMenuGroup menu={menu} ctx={ctx} />
  return (
    <section
      ref={ref}
      className="all-menu-group all-menu-group--pending"
      aria-label={menu.menuName}
      aria-busy
      style={{ height: heightOf(menu) }}
    />
  )
}
