/*
 * Pages with unsaved edits, by the key of their tab. The shell keeps a hidden tab's page
 * mounted, so switching tabs loses nothing; what does lose edits is closing or refreshing the
 * tab, and reloading or closing the window. The tags bar asks a guarded page before it closes
 * or refreshes its tab (leaveAfterAsking), and the window asks the browser's own question
 * before it unloads while any page is guarded.
 */

export interface LeaveGuard {
  /** Asks the user (the page's own dialog); calls `proceed` if they choose to leave. */
  ask: (proceed: () => void) => void
  /** Whether the page is still mounted (a guard left behind by a page now gone is dropped). */
  alive: () => boolean
}

const guards = new Map<string, LeaveGuard>()
let listening = false

function live(key: string) {
  const guard = guards.get(key)
  if (guard && !guard.alive()) guards.delete(key)
  return guards.get(key)
}

/** Whether any mounted page has unsaved edits. */
export const hasGuardedPages = () => [...guards.keys()].some((key) => live(key))

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasGuardedPages()) return
  event.preventDefault()
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = ''
}

/** A page has unsaved edits (a guard) or has none (undefined). */
export function guardLeave(key: string, guard: LeaveGuard | undefined) {
  if (!guard) {
    guards.delete(key)
    return
  }
  guards.set(key, guard)
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('beforeunload', onBeforeUnload)
    listening = true
  }
}

/** Runs `leave` once each guarded page among `keys` has agreed to go, asking them in turn. */
export function leaveAfterAsking(keys: readonly string[], leave: () => void) {
  const key = keys.find((k) => live(k))
  const guard = key === undefined ? undefined : guards.get(key)
  if (key === undefined || !guard) {
    leave()
    return
  }
  guard.ask(() => {
    guards.delete(key)
    leaveAfterAsking(keys, leave)
  })
}
