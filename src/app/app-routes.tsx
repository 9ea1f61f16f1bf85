import { lazy, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { RouteProgress } from '@/components/route-progress'
import { isErrorPath, isPublicPath } from '@/config/paths'
import { EnvBanner } from '@/features/system/components/env-banner'
import { bindNavigate } from '@/lib/navigation'
import { useSessionStore } from '@/stores/session-store'
import { LoginRoute } from './public-routes'

// Split so the login page loads none of the logged-in shell.
const ProtectedArea = lazy(() => import('./protected-area'))
const PublicFallback = lazy(() => import('./public-fallback'))

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

// Made once: an address change re-renders GuardedPaths, and the same element lets React leave
// the area below alone (each part that needs the address subscribes itself).
const PUBLIC_FALLBACK = <PublicFallback />
const PROTECTED_AREA = <ProtectedArea />

/**
 * Public paths skip the login check. A logged-in user's error pages are theirs, though: /401
 * and /404 show inside the shell (header, sidebar, tabs), never as a bare page.
 */
function GuardedPaths() {
  const { pathname } = useLocation()
  const loggedIn = useSessionStore((s) => Boolean(s.token))
  const bare = isPublicPath(pathname) && !(loggedIn && isErrorPath(pathname))
  return bare ? PUBLIC_FALLBACK : PROTECTED_AREA
}

/** The whole route table: public pages first, then the guarded logged-in area. */
export function AppRoutes() {
  return (
    <>
      <SessionUpkeep />
      <RouteProgress />
      <EnvBanner />
      <Suspense fallback={<PageLoading full />}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="*" element={<GuardedPaths />} />
        </Routes>
      </Suspense>
    </>
  )
}
