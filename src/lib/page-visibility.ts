import { createContext, useContext, useEffect, useRef } from 'react'

/**
 * Whether the page a component sits in is the one shown. The shell keeps a hidden tab's page
 * mounted and running (its effects, its queries), only out of sight; a page that must not work
 * while hidden (follow the window's scroll, ask for a stale list again) asks here. The value
 * never changes, so asking re-renders nothing when tabs switch. Outside the shell's tabs (the
 * public pages, tests) a page is always shown.
 */
export interface PageVisibility {
  /** Whether the page shows now. */
  shown: () => boolean
  /** Calls `listener` each time the page is shown again after being hidden; returns the undo. */
  onShow: (listener: () => void) => () => void
}

const ALWAYS_SHOWN: PageVisibility = { shown: () => true, onShow: () => () => undefined }

export const PageVisibilityContext = createContext<PageVisibility>(ALWAYS_SHOWN)

export const usePageVisibility = () => useContext(PageVisibilityContext)

/** Runs the latest `listener` each time the page is shown again after being hidden. */
export function useOnPageShown(listener: () => void) {
  const { onShow } = usePageVisibility()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => onShow(() => latest.current()), [onShow])
}

/** The shell's side: a page's visibility, told when it changes. */
export function createPageVisibility(initiallyShown: boolean) {
  let shown = initiallyShown
  const listeners = new Set<() => void>()
  const visibility: PageVisibility = {
    shown: () => shown,
    onShow: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  const setShown = (next: boolean) => {
    const cameBack = next && !shown
    shown = next
    if (cameBack) listeners.forEach((listener) => listener())
  }
  return { visibility, setShown }
}
