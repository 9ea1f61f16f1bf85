import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { RouteProgress } from '@/components/route-progress'
import { EnvBanner } from '@/features/system/components/env-banner'
import { bindNavigate } from '@/lib/navigation'
import { progressDone, progressStarted } from '@/lib/progress'
import { useSessionStore } from '@/stores/session-store'

let frameUp = false
/** Whether the frame has shown a first page: after that, a page's code loads before it shows. */
export const frameShown = () => frameUp

function FrameUp() {
  useEffect(() => {
    frameUp = true
    return () => {
      frameUp = false
    }
  }, [])
  return null
}

/** Every navigation refreshes the token cookie's 10 hours (portal-spec §9). */
function SessionUpkeep() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    bindNavigate((to, options) => void navigate(to, options))
    return () => bindNavigate(undefined)
  }, [navigate])
  useEffect(() => {
    useSessionStore.getState().tokenRefreshed()
  }, [pathname])
  return null
}

/**
 * The router's pending state: while a navigation waits for a route's lazy module (the login
 * page, the public site, the shell), the page that shows stays and the top bar runs.
 */
function NavigationPending() {
  const pending = useNavigation().state !== 'idle'
  useEffect(() => {
    if (!pending) return undefined
    progressStarted()
    return progressDone
  }, [pending])
  return null
}

/**
 * The root route's element: what every address has (session upkeep, the progress bar, the
 * environment banner) around the matched route. The router renders it once, as one element:
 * an address change re-renders only the parts that follow the address.
 */
export function AppFrame() {
  return (
    <>
      <FrameUp />
      <SessionUpkeep />
      <NavigationPending />
      <RouteProgress />
      <EnvBanner />
      {/* For a lazy component below that has no boundary of its own. */}
      <Suspense fallback={<PageLoading full />}>
        <Outlet />
      </Suspense>
    </>
  )
}
