import { useLayoutEffect, useRef, useState } from 'react'

const entriesOf = (list: HTMLElement) =>
  [...list.children].filter((el): el is HTMLElement => el instanceof HTMLElement)

const widthOf = (el: HTMLElement | undefined) => el?.getBoundingClientRect().width ?? 0

/**
 * How many of the header's groups fit in one row. Children of the list marked data-nav-item
 * are the groups (every one stays measurable: the hidden ones are taken out of the flow, not
 * removed); data-nav-more is the 更多 entry that holds the rest. Re-measured when the list or
 * an entry changes size (window width, fonts, counts).
 */
export function useNavOverflow(count: number) {
  const listRef = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(count)

  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return undefined
    const measure = () => {
      const entries = entriesOf(list)
      const groups = entries.filter((el) => el.dataset.navItem !== undefined)
      const more = entries.find((el) => el.dataset.navMore !== undefined)
      const widths = groups.map(widthOf)
      const room = list.clientWidth + 0.5
      if (widths.reduce((sum, w) => sum + w, 0) <= room) return setVisible(groups.length)
      let used = widthOf(more)
      let fit = 0
      while (fit < widths.length && used + (widths[fit] ?? 0) <= room) used += widths[fit++] ?? 0
      setVisible(fit)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    entriesOf(list).forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [count])

  return { listRef, visible: Math.min(visible, count) }
}
