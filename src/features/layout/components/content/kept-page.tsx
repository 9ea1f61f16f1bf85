import { useLayoutEffect, useRef, type ReactNode } from 'react'

type Offset = readonly [left: number, top: number]

/** The window, or an element that scrolls: where this page's scroll offsets are kept. */
type Scroller = Window | Element

const offsetOf = (scroller: Scroller): Offset =>
  scroller instanceof Window
    ? [scroller.scrollX, scroller.scrollY]
    : [scroller.scrollLeft, scroller.scrollTop]

/**
 * Puts this page's offsets back: the window and every element around the page (whichever of
 * them scrolls, a page the tab never scrolled starts at the top), then the page's own
 * scrollers (a table's body) that it left scrolled.
 */
function restore(page: HTMLElement, offsets: Map<Scroller, Offset>) {
  for (let around = page.parentElement; around; around = around.parentElement) {
    const [left, top] = offsets.get(around) ?? [0, 0]
    around.scrollLeft = left
    around.scrollTop = top
  }
  const [left, top] = offsets.get(window) ?? [0, 0]
  window.scrollTo(left, top)
  offsets.forEach(([x, y], scroller) => {
    if (scroller instanceof Element && !scroller.isConnected) offsets.delete(scroller)
    else if (scroller instanceof Element && scroller !== page && page.contains(scroller)) {
      scroller.scrollLeft = x
      scroller.scrollTop = y
    }
  })
}

/**
 * One kept-alive page. While it is shown, every scroll of the window, of an element around the
 * page or of one inside it is remembered; when the tab is shown again, before it is painted,
 * they are put back (a hidden element loses its offset, and the window and the frame are shared
 * with the other tabs). Which element scrolls depends on the page and the window's size.
 */
export function KeptPage({
  viewKey,
  active,
  children,
}: {
  viewKey: string
  active: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const offsets = useRef(new Map<Scroller, Offset>())
  useLayoutEffect(() => {
    const page = ref.current
    if (!page || !active) return undefined
    const kept = offsets.current
    restore(page, kept)
    const remember = (event: Event) => {
      const target = event.target
      if (target === document) kept.set(window, offsetOf(window))
      else if (target instanceof Element && (target.contains(page) || page.contains(target))) {
        kept.set(target, offsetOf(target))
      }
    }
    document.addEventListener('scroll', remember, { capture: true, passive: true })
    return () => document.removeEventListener('scroll', remember, { capture: true })
  }, [active])
  return (
    <div ref={ref} className="kept-page" data-view={viewKey}>
      {children}
    </div>
  )
}
