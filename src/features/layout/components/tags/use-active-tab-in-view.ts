import { useLayoutEffect, useRef } from 'react'

/**
 * Scrolls the tags bar so that its active tab is wholly in view, whichever way it became
 * active (a menu, the ▾ list, the address, a neighbour closed), before the bar is painted.
 */
export function useActiveTabInView(activeKey: string, tabCount: number) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const bar = ref.current
    const tab = bar?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (!bar || !tab) return
    const shown = bar.getBoundingClientRect()
    const at = tab.getBoundingClientRect()
    if (at.left < shown.left) bar.scrollLeft -= shown.left - at.left
    else if (at.right > shown.right) bar.scrollLeft += at.right - shown.right
  }, [activeKey, tabCount])
  return ref
}
