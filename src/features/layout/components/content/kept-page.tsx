import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * One page's own scroll container. Its scroll offset is remembered while shown and put back
 * when the tab is shown again (a hidden element loses its offset).
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
  const offset = useRef(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || !active) return undefined
    element.scrollTop = offset.current
    const remember = () => {
      offset.current = element.scrollTop
    }
    element.addEventListener('scroll', remember, { passive: true })
    return () => element.removeEventListener('scroll', remember)
  }, [active])
  return (
    <div ref={ref} className="kept-page" data-view={viewKey}>
      {children}
    </div>
  )
}
