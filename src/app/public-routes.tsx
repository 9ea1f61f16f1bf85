import { lazy } from 'react'
import { Navigate } from 'react-router-dom'
import { HOME_PATH } from '@/config/paths'
import { useSessionStore } from '@/stores/session-store'

const LoginPage = lazy(() => import('@/features/auth/pages/login-page'))

/** /login, or the home page for someone already logged in. */
export function LoginRoute() {
  const token = useSessionStore((s) => s.token)
  return token ? <Navigate to={HOME_PATH} replace /> : <LoginPage />
}
