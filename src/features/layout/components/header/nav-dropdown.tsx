import { Popover } from 'antd'
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import type { TodoCounts } from '@contract/todo-menus'
import type { MenuNode } from '@/lib/menu-tree'
import { HeaderGroupPanel } from './header-group-panel'
import { entryClass, EntryText, type EntryProps } from './nav-entry'

interface DropdownProps extends EntryProps {
  /** The panel's groups: the group itself, or for 更多 the ones that did not fit. */
  groups: readonly MenuNode[]
  name: string
  label: ReactNode
  counts: TodoCounts
  more?: boolean
}

const REOPEN_AFTER_PICK_MS = 600
/** antd's own hover delay (mouseEnterDelay 0.1 s): passing over a group does not open it. */
const HOVER_OPEN_MS = 100

/**
 * A group with sections: hovering, clicking or Enter / Space / ↓ opens its panel. Memoised:
 * an address change re-renders only the entries whose highlight changes.
 */
export const NavDropdown = memo(function NavDropdown(props: DropdownProps) {
  const { groups, name, label, counts, active, hidden, count, more = false } = props
  const [open, setOpen] = useState(false)
  const [byKeyboard, setByKeyboard] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  // React derives mouseenter from the mouseout of the element the pointer left. When that one
  // was just removed (the item of a panel picked a moment ago), no mouseout comes and antd's
  // hover trigger never hears of the pointer arriving: the panel stayed shut (seen twice in
  // e2e runs under load, the group's :hover style on). mouseover always comes: it opens too.
  const arrival = useRef<number | undefined>(undefined)
  const cancelArrival = useCallback(() => {
    window.clearTimeout(arrival.current)
    arrival.current = undefined
  }, [])
  useEffect(() => cancelArrival, [cancelArrival])

  // A pending hover-open is settled by any other open or close: one left running reopened the
  // panel a moment after Escape closed it (seen in an e2e run under load).
  const show = (keyboard: boolean) => {
    cancelArrival()
    setByKeyboard(keyboard)
    setOpen(true)
  }
  const close = (refocus = false) => {
    cancelArrival()
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }
  // After a pick the page changes under a still pointer, and the browser replays hover on the
  // fading panel: ignore hover-opens for a moment so the panel does not spring back.
  const pickedAt = useRef(0)
  // Stable, so the panel's memoised items do not all re-render when the dropdown does.
  const pick = useCallback(() => {
    pickedAt.current = Date.now()
    cancelArrival()
    setOpen(false)
  }, [cancelArrival])
  const hoverChanged = (next: boolean) => {
    if (!next) close()
    else if (Date.now() - pickedAt.current > REOPEN_AFTER_PICK_MS) show(false)
  }

  const onMouseOver = (event: MouseEvent) => {
    // A move between the button's own parts is not an arrival (after Escape it must not reopen).
    if (buttonRef.current?.contains(event.relatedTarget as Node | null)) return
    if (open || arrival.current !== undefined) return
    arrival.current = window.setTimeout(() => {
      arrival.current = undefined
      hoverChanged(true)
    }, HOVER_OPEN_MS)
  }
  const onMouseOut = (event: MouseEvent) => {
    if (!buttonRef.current?.contains(event.relatedTarget as Node | null)) cancelArrival()
  }

  // Opened by a click or a key, the panel stays until an item is chosen or a click lands elsewhere.
  useEffect(() => {
    if (!open) return undefined
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (buttonRef.current?.contains(target) || panelRef.current?.contains(target)) return
      cancelArrival()
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, cancelArrival])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    show(true)
  }

  const panel = (
    <HeaderGroupPanel
      groups={groups}
      label={name}
      counts={counts}
      autoFocus={byKeyboard}
      panelRef={panelRef}
      onPick={pick}
      onLeave={() => close(true)}
    />
  )
  const entry = entryClass(active, hidden, open)
  return (
    <div
      role="none"
      className={more ? `${entry} header-nav__item--more` : entry}
      aria-hidden={hidden || undefined}
      {...(more ? { 'data-nav-more': '' } : { 'data-nav-item': '' })}
    >
      <Popover
        open={open}
        onOpenChange={hoverChanged}
        trigger="hover"
        placement={more ? 'bottomRight' : 'bottomLeft'}
        arrow={false}
        destroyOnHidden
        content={panel}
        classNames={{ root: 'nav-popover' }}
      >
        <button
          ref={buttonRef}
          type="button"
          role="menuitem"
          className="header-nav__button"
          aria-haspopup="menu"
          aria-expanded={open}
          tabIndex={hidden ? -1 : 0}
          onClick={(event) => show(event.detail === 0)}
          onKeyDown={onKeyDown}
          onMouseOver={onMouseOver}
          onMouseOut={onMouseOut}
        >
          <EntryText count={count}>{label}</EntryText>
        </button>
      </Popover>
    </div>
  )
})
