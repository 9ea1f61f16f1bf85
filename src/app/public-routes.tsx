import { Navigate, Outlet, useSearchParams } from 'react-router-dom'
import { HOME_PATH } from '@/config/paths'
import { safeRedirect } from '@/lib/safe-redirect'
import { useSessionStore } from '@/stores/session-store'

/**
 * /login: the login page (its index route, a lazy chunk) or, once there is a session, where
 * the user was going (an internal path only) or the home page. The one place that leaves
 * /login after a login of any kind.
 */
export function LoginRoute() {
  const token = useSessionStore((s) => s.token)
  const [params] = useSearchParams()
  if (!token) return <Outlet />
  return <Navigate to={safeRedirect(params.get('redirect')) ?? HOME_PATH} replace />
}
