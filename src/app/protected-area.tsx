import { Button } from 'antd'
import { lazy, Suspense } from 'react'
import { ResultPanel } from '@/components/result-panel'
import { Navigate, useLocation } from 'react-router-dom'
import { AntdProviders } from '@/components/antd-providers'
import { ErrorBoundary } from '@/components/error-boundary'
import { PageLoading } from '@/components/page-loading'
import { LOGIN_PATH } from '@/config/paths'
import { PushChannel } from '@/features/notices/components/push-channel'
import { useSessionStore } from '@/stores/session-store'
import { LoggedInProviders } from './logged-in-providers'
import { ProtectedRoutes } from './protected-routes'
import { useSessionLoader } from './use-session-loader'

// Seldom shown, and its form (antd Form, the password rules) is not part of the shell's budget.
const ForcedPasswordChange = lazy(() =>
  import('@/features/account/components/forced-password-change').then((m) => ({
    default: m.ForcedPasswordChange,
  })),
)

/** To the login page, with the address to come back to (none for the home paths). */
function ToLogin() {
  const { pathname, search, hash } = useLocation()
  const here = `${pathname}${search}${hash}`
  const to =
    pathname === '/' || pathname === '/index'
      ? LOGIN_PATH
      : `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`
  return <Navigate to={to} replace />
}

/**
 * The login guard for every non-public path (portal-spec §2, §4). It does not follow the
 * address itself, so a page change does not render the logged-in tree again from here.
 */
export default function ProtectedArea() {
  const token = useSessionStore((s) => s.token)
  if (!token) return <ToLogin />
  return (
    <AntdProviders>
      {/* A crash outside a page (header, sidebar) offers a retry instead of a white screen. */}
      <ErrorBoundary>
        <SessionReady />
      </ErrorBoundary>
    </AntdProviders>
  )
}

function SessionReady() {
  const { state, retry } = useSessionLoader()
  const mustChangePassword = useSessionStore((s) => s.user?.mustChangePassword === true)
  if (state === 'loading') return <PageLoading full tip="正在加载用户信息与菜单…" />
  if (state === 'error') {
    return (
      <ResultPanel
        status="error"
        title="加载失败"
        subTitle="暂时无法获取您的用户信息，请检查网络后重试。"
        extra={
          <Button type="primary" onClick={retry}>
            重新加载
          </Button>
        }
      />
    )
  }
  if (mustChangePassword) {
    return (
      <LoggedInProviders>
        <Suspense fallback={<PageLoading full />}>
          <ForcedPasswordChange />
        </Suspense>
      </LoggedInProviders>
    )
  }
  return (
    <LoggedInProviders>
      <PushChannel />
      <ProtectedRoutes />
    </LoggedInProviders>
  )
}
