import { useEffect, type KeyboardEvent, type RefObject } from 'react'
import { useHref, useLocation } from 'react-router-dom'
import type { TodoCounts } from '@contract/todo-menus'
import type { MenuNode } from '@/lib/menu-tree'
import { PanelItem } from './panel-item'

interface Props {
  /** One group, or the groups that did not fit in the header (更多). */
  groups: readonly MenuNode[]
  label: string
  counts: TodoCounts
  /** Opened from the keyboard: the first item takes the focus. */
  autoFocus: boolean
  panelRef: RefObject<HTMLDivElement | null>
  /** An item was chosen: the panel closes. */
  onPick: () => void
  /** Escape or Tab: the panel closes and the group takes the focus back. */
  onLeave: () => void
}

const itemsOf = (root: HTMLElement | null) =>
  root ? [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')] : []

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

/** A group's sections as columns with their pages; a section that is a page is an item itself. */
export function HeaderGroupPanel(props: Props) {
  const { groups, label, counts, autoFocus, panelRef, onPick, onLeave } = props
  // Read here, where the open panel needs it: the closed entries need not follow the address.
  const { pathname } = useLocation()
  const base = useHref('/').replace(/\/$/, '')
  useEffect(() => {
    if (!autoFocus) return undefined
    // The popup's container joins the page after this effect: focus on the next tick.
    const timer = window.setTimeout(() => itemsOf(panelRef.current)[0]?.focus())
    return () => window.clearTimeout(timer)
  }, [autoFocus, panelRef])

  const onKeyDown = (event: KeyboardEvent) => {
    const items = itemsOf(panelRef.current)
    const at = items.indexOf(document.activeElement as HTMLElement)
    const step = STEP[event.key]
    let next: HTMLElement | undefined
    if (step) next = items[(at + step + items.length) % items.length]
    else if (event.key === 'Home') next = items[0]
    else if (event.key === 'End') next = items[items.length - 1]
    else if (event.key === 'Escape' || event.key === 'Tab') onLeave()
    else return
    event.preventDefault()
    event.stopPropagation()
    next?.focus()
  }

  const item = (menu: MenuNode, heading = false) => (
    <PanelItem
      key={menu.menuId}
      menu={menu}
      href={base + menu.path}
      counts={counts}
      active={!!menu.path && menu.path === pathname}
      onPick={onPick}
      heading={heading}
    />
  )

  return (
    <div ref={panelRef} role="menu" aria-label={label} className="nav-panel" onKeyDown={onKeyDown}>
      {groups.map((group) => (
        <div key={group.menuId} className="nav-panel__group">
          {groups.length > 1 && <div className="nav-panel__group-title">{group.menuName}</div>}
          <div className="nav-panel__columns">
            {(group.children.length > 0 ? group.children : [group]).map((section) =>
              section.children.length === 0 ? (
                <div key={section.menuId} className="nav-panel__column">
                  {item(section, true)}
                </div>
              ) : (
                <div
                  key={section.menuId}
                  role="group"
                  aria-label={section.menuName}
                  className="nav-panel__column"
                >
                  <div className="nav-panel__title" aria-hidden>
                    {section.menuName}
                  </div>
                  {section.children.map((page) => item(page))}
                </div>
              ),
            )}
          </div>
        </div>
      ))}
    </div>
  )
}
