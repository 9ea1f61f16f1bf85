import { lazy, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { RouteProgress } from '@/components/route-progress'
import { isPublicPath } from '@/config/paths'
import { EnvBanner } from '@/features/system/components/env-banner'
import { bindNavigate } from '@/lib/navigation'
import { useSessionStore } from '@/stores/session-store'
import { LoginRoute } from './public-routes'

// Split so the login page loads none of the logged-in shell.
const ProtectedArea = lazy(() => import('./protected-area'))
const PublicFallback = lazy(() => import('./public-fallback'))

/** Every navigation refreshes the token cookie's 10 hours (portal-spec §9). */
function useSessionUpkeep() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    bindNavigate((to, options) => void navigate(to, options))
    return () => bindNavigate(undefined)
  }, [navigate])
  useEffect(() => {
    useSessionStore.getState().tokenRefreshed()
  }, [pathname])
}

function GuardedPaths() {
  const { pathname } = useLocation()
  return isPublicPath(pathname) ? <PublicFallback /> : <ProtectedArea />
}

/** The whole route table: public pages first, then the guarded logged-in area. */
export function AppRoutes() {
  useSessionUpkeep()
  return (
    <>
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
