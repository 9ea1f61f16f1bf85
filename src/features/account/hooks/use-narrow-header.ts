import { useSyncExternalStore } from 'react'

/** Below 1500 px wide the header has no room for the organisation (it moves to the user menu). */
const NARROW = '(max-width: 1499.98px)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(NARROW)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

const snapshot = () => window.matchMedia(NARROW).matches

/** True while the window is narrower than 1500 px. */
export function useNarrowHeader() {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
