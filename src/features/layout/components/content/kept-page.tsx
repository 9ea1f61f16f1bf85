import { ConfigProvider } from 'antd'
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import { createPageVisibility, PageVisibilityContext } from '@/lib/page-visibility'

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
 * A hidden tab's page keeps its layout (`content-visibility` keeps the browser's rendering
 * state, where `display: none` throws it away and lays the page out again when shown), out of
 * the flow and out of sight (`visibility` is the cheap inherited property to change, and hides
 * the page from assistive technology and tests alike).
 */
const HIDDEN: CSSProperties = {
  contentVisibility: 'hidden',
  visibility: 'hidden',
  position: 'absolute',
  inset: '0 0 auto 0',
}

/**
 * The layer a page's drawers, dialogs and pop-ups open in: a plain block at the end of the
 * body, where they would open anyway, hidden with the page (they are the page's; a drawer left
 * open in a tab is there again when the tab is).
 */
function useOverlayLayer(shown: boolean) {
  const layer = useRef<HTMLDivElement>(null)
  const [inLayer] = useState(() => () => layer.current ?? document.body)
  useLayoutEffect(() => {
    const created = document.createElement('div')
    created.className = 'kept-page-overlays'
    document.body.append(created)
    layer.current = created
    return () => {
      created.remove()
      layer.current = null
    }
  }, [])
  useLayoutEffect(() => {
    if (layer.current) layer.current.hidden = !shown
  }, [shown])
  return inLayer
}

/**
 * One kept-alive page. A hidden page stays mounted and laid out (`content-visibility: hidden`):
 * showing it again re-renders nothing and runs no effect, so it comes back exactly as it was
 * left, as fast as the browser can paint it. Its own effects keep running while it is hidden;
 * what must not run then asks `usePageVisibility`.
 *
 * While it is shown, every scroll of the window, of an element around the page or of one inside
 * it is remembered; when the tab is shown again, before it is painted, they are put back (the
 * window and the frame are shared with the other tabs). Which element scrolls depends on the
 * page and the window's size.
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
  const [{ visibility, setShown }] = useState(() => createPageVisibility(active))
  const inLayer = useOverlayLayer(active)
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
  useEffect(() => setShown(active), [active, setShown])
  return (
    <div
      ref={ref}
      className="kept-page"
      style={active ? undefined : HIDDEN}
      aria-hidden={active ? undefined : true}
      data-view={viewKey}
    >
      <ConfigProvider getPopupContainer={inLayer}>
        <PageVisibilityContext value={visibility}>{children}</PageVisibilityContext>
      </ConfigProvider>
    </div>
  )
}
