import { useCallback, useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const snapshot = () => window.matchMedia(query).matches
  return useSyncExternalStore(subscribe, snapshot, () => false)
}

/** The user asked their system for less motion (WCAG 2.3.3): antd then animates nothing. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')
