import { useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router-dom'
import { guardLeave, leaveAfterAsking } from '@/lib/leave-guards'
import { useTabsStore } from '@/stores/tabs-store'

export interface LeaveGuardOptions {
  /** Whether the page has unsaved edits now. */
  dirty: boolean
  /** The user chose to leave: drop the edits. */
  onDiscard?: () => void
  /** The page's own query (e.g. `?id=…`): coming back to it in the same tab is never asked. */
  home?: string
}

/*
 * Asking before unsaved edits are lost (render the answer with <LeaveGuardDialog>). The shell
 * keeps a hidden tab's page mounted, so switching to another tab loses nothing and is not
 * asked. What is asked:
 * - leaving in the same tab: the address changes its query while the page shows (another
 *   record in the same tab, the browser's back): react-router's blocker;
 * - closing or refreshing the tab (× on the tag, 关闭其他, 关闭所有, 刷新) or the page's own
 *   返回/取消 (`confirm`): the tags bar asks the page through lib/leave-guards.ts, which brings
 *   the tab to the front first if it was hidden; 继续编辑 keeps the page and its tab;
 * - reloading or closing the window: the browser's own beforeunload question.
 * After a successful save call `release()` before navigating: nothing is asked then.
 * The guard stays registered while the tab is hidden; it is dropped once the edits are saved or
 * the page is gone.
 * The tab is the page's pathname (pages with a tab per query are not guarded).
 */
export function useLeaveGuard({ dirty, onDiscard, home }: LeaveGuardOptions) {
  const location = useLocation()
  const navigate = useNavigate()
  const key = location.pathname
  const here = useRef(`${location.pathname}${location.search}`)
  const [proceed, setProceed] = useState<() => void>()

  // Read through refs: useBlocker registers its function again, under a new key, whenever the
  // page's effects run again, and an old registration is not always removed (it happened each
  // time React's <Activity> showed a page again). Reading the page's current state (and whether
  // it shows at all) makes any registration of this page answer the same, and none of them
  // block once it is hidden or gone.
  const latest = useRef({ dirty, home })
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        latest.current.dirty &&
        useTabsStore.getState().activeKey === key &&
        currentLocation.pathname === key &&
        nextLocation.pathname === key &&
        currentLocation.search !== nextLocation.search &&
        nextLocation.search !== latest.current.home,
      [key],
    ),
  )

  useEffect(() => {
    here.current = `${location.pathname}${location.search}`
    latest.current = { dirty, home }
  }, [location, dirty, home])

  useEffect(() => {
    const alive = () => {
      const tabs = useTabsStore.getState()
      return tabs.activeKey === key || tabs.alive.includes(key)
    }
    const ask = (go: () => void) => {
      // Always to the page, so the question shows: the store's active tab is the one last
      // rendered, and a tab switch clicked just before (its render still pending) would
      // otherwise hide the page, and its question, right after it opened. Already there, the
      // address is replaced by itself and the history gains nothing.
      navigate(here.current, { replace: useTabsStore.getState().activeKey === key })
      setProceed(() => go)
    }
    // No cleanup: a hidden tab keeps its guard (see above); alive() drops a stale one.
    guardLeave(key, dirty ? { ask, alive } : undefined)
  }, [dirty, key, navigate])

  /** Nothing unsaved any more (saved or discarded): drop the guard before navigating. */
  const release = () => {
    latest.current = { ...latest.current, dirty: false }
    guardLeave(key, undefined)
  }
  const blocked = blocker.state === 'blocked'
  return {
    open: blocked || proceed !== undefined,
    leave: () => {
      release()
      onDiscard?.()
      if (blocked) blocker.proceed()
      proceed?.()
      setProceed(undefined)
    },
    stay: () => {
      if (blocked) blocker.reset()
      setProceed(undefined)
    },
    /** The page's own 返回/取消: asks first when there are unsaved edits, then runs `go`. */
    confirm: (go: () => void) => leaveAfterAsking([key], go),
    release,
  }
}
