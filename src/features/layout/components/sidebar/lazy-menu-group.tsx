import { useEffect, useRef, useState } from 'react'
import type { MenuNode } from '@/lib/menu-tree'
import { AllMenuGroup, type MenuItemContext } from './all-menu-group'

/** Groups drawn at once when the panel opens: about what a wide window shows. */
export const EAGER_GROUPS = 8
/** Drawn this far ahead of the scroll, so a group is there before it comes into view. */
const AHEAD = '800px 0px'

/* A drawn card's parts, as measured at the default font size (a long name that wraps adds a line). */
const CARD_PX = 52 // padding, the group's title and its rule
const SECTION_TITLE_PX = 29
const SECTION_PAGE_PX = 36 // a section that is itself a page
const ROW_PX = 28
const PAGE_CARD_PX = 55 // a group that is itself a page

const sectionHeight = (section: MenuNode) => {
  if (section.children.length) return SECTION_TITLE_PX + section.children.length * ROW_PX
  return section.path ? SECTION_PAGE_PX : 0
}

/** A drawn group's height, near enough: it places the columns and holds a pending card's place. */
export const estimateGroupHeight = (group: MenuNode) =>
  group.children.length
    ? CARD_PX + group.children.reduce((sum, section) => sum + sectionHeight(section), 0)
    : PAGE_CARD_PX

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
      style={{ height: estimateGroupHeight(menu) }}
    />
  )
}
