import type { TableProps } from 'antd'
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { usePageVisibility } from '@/lib/page-visibility'

type Sticky = Exclude<TableProps['sticky'], boolean | undefined>

const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowY)

/** The element that scrolls the page vertically: the nearest that scrolls, or the document. */
function scrollerOf(el: Element): HTMLElement | undefined {
  for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
    if (scrolls(node)) return node
  }
  return undefined
}

/**
 * How far down the scroller's top the table's header must stick: below whatever sticks above
 * the page in the same scroller (a shell's header and tab bar, when the whole
 * document scrolls); 0 when the page area scrolls on its own under them.
 */
function chromeBottom(el: Element, scroller: HTMLElement | undefined): number {
  let bottom = 0
  const { left, right } = el.getBoundingClientRect()
  for (let node: Element | null = el; node && node !== scroller; node = node.parentElement) {
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) {
      const style = getComputedStyle(sib)
      const box = sib.getBoundingClientRect()
      // Above the table, not beside it (a sticky sidebar).
      if (style.position !== 'sticky' || box.right <= left || box.left >= right) continue
      const top = parseFloat(style.top)
      if (!Number.isNaN(top)) bottom = Math.max(bottom, top + box.height)
    }
  }
  return bottom
}

/**
 * antd's `sticky` for a table whose page may scroll in the document or in a container of its
 * own: the header sticks under the shell's sticky bars (measured, not assumed) and the sticky
 * scrollbar follows the element that scrolls. `anchor` is an element beside the table.
 */
export function useStickyHeader(anchor: RefObject<HTMLElement | null>): Sticky {
  const [offsetHeader, setOffsetHeader] = useState(0)
  const scroller = useRef<HTMLElement | undefined>(undefined)
  const { shown, onShow } = usePageVisibility()
  useLayoutEffect(() => {
    const el = anchor.current
    if (!el) return
    let frame = 0
    // A hidden tab's page shares the frame that scrolls: it follows again once shown.
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (el.isConnected && shown()) setOffsetHeader(chromeBottom(el, scroller.current))
      })
    }
    scroller.current = scrollerOf(el)
    setOffsetHeader(chromeBottom(el, scroller.current))
    const target = scroller.current ?? window
    window.addEventListener('resize', measure)
    target.addEventListener('scroll', measure, { passive: true })
    const stopFollowingShows = onShow(measure)
    return () => {
      cancelAnimationFrame(frame)
      stopFollowingShows()
      window.removeEventListener('resize', measure)
      target.removeEventListener('scroll', measure)
    }
  }, [anchor, shown, onShow])
  return { offsetHeader, getContainer: () => scroller.current ?? window }
}
