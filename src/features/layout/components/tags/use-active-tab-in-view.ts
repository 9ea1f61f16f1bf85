import { useLayoutEffect, useRef } from 'react'

/**
 * Scrolls the tags bar so that its active tab is wholly in view, whichever way it became
 * active (a menu, the ▾ list, the address, a neighbour closed), before the bar is painted.
 * Measured in the frame's own layout pass (requestAnimationFrame runs before the paint): read
 * during React's commit, the tabs' boxes forced a layout of the newly shown page on top of it.
 */
export function useActiveTabInView(activeKey: string, tabCount: number) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const bar = ref.current
      const tab = bar?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      if (!bar || !tab) return
      const shown = bar.getBoundingClientRect()
      const at = tab.getBoundingClientRect()
      if (at.left < shown.left) bar.scrollLeft -= shown.left - at.left
      else if (at.right > shown.right) bar.scrollLeft += at.right - shown.right
    })
    return () => cancelAnimationFrame(frame)
  }, [activeKey, tabCount])
  return ref
}
