import { type CSSProperties, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { MenuNode } from '@/lib/menu-tree'
import type { MenuItemContext } from './all-menu-group'
import { EAGER_GROUPS, estimateGroupHeight, LazyMenuGroup } from './lazy-menu-group'
import { balanceColumns, COLUMN_GAP_PX, columnCountFor } from './menu-columns'

const heightWithGap = (group: MenuNode) => estimateGroupHeight(group) + COLUMN_GAP_PX

/** Columns that fit the element, followed as it is resized; null until it is measured. */
function useColumnCount() {
  const ref = useRef<HTMLDivElement>(null)
  const [count, setCount] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return undefined
    const measure = () => setCount(columnCountFor(element.clientWidth))
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, count }
}

/** The 全景菜单's cards in balanced columns, read down each column, then the next. */
export function AllMenuColumns({ groups, ctx }: { groups: MenuNode[]; ctx: MenuItemContext }) {
  const { ref, count } = useColumnCount()
  const columns = useMemo(
    () => (count === null ? [] : balanceColumns(groups, count, heightWithGap)),
    [groups, count],
  )
  let index = 0
  return (
    // Every column is as wide as when all are filled: one filtered card is not stretched.
    <div
      ref={ref}
      className="all-menu__groups"
      style={{ '--menu-columns': count ?? 1 } as CSSProperties}
    >
      {columns.map((column, at) => (
        // Keyed by place: a card that stays in its column keeps its DOM as the filter narrows.
        <div key={at} className="all-menu__column">
          {column.map((group) => (
            <LazyMenuGroup
              key={group.menuId}
              menu={group}
              ctx={ctx}
              eager={index++ < EAGER_GROUPS}
            />
          ))}
        </div>
      ))}
    </div>
  )
}
