import { Button } from 'antd'
import 'antd/dist/antd.css'
import { lazy, Suspense } from 'react'
import { ResultPanel } from '@/components/result-panel'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { AntdProviders } from '@/components/antd-providers'
import { ErrorBoundary } from '@/components/error-boundary'
import { PageLoading } from '@/components/page-loading'
import { isErrorPath, LOGIN_PATH } from '@/config/paths'
import { PushChannel } from '@/features/notices/components/push-channel'
import { useSessionStore, useSessionUser } from '@/stores/session-store'
import { LoggedInProviders } from './logged-in-providers'
import { useSessionLoader } from './use-session-loader'

// The shell's routes (the protected layout route's children) load with this module, one chunk.
export { PageArea, RedirectRoute } from './protected-routes'
export { pageCodeLoaded, preloadPage } from './page-registry'

// A logged-out visit to /401, /404 or another /40x: the public site's bare error page.
const PublicFallback = lazy(() => import('./public-fallback'))

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
 * Without a session: the error pages are public (any /40x, portal-spec §2), every other path
 * goes to the login page. With one, the error paths are the shell's (/401 and /404 show inside
 * it), which is why they are matched here and not by a public route.
 */
function LoggedOut() {
  const { pathname } = useLocation()
  if (!isErrorPath(pathname)) return <ToLogin />
  return (
    <Suspense fallback={<PageLoading full />}>
      <PublicFallback />
    </Suspense>
  )
}

/**
 * The login guard, element of the protected layout route (every path no public route
 * matches; portal-spec §2, §4); its child routes render at the <Outlet> once the session is
 * ready. It does not follow the address itself, so a page change does not render the
 * logged-in tree again from here.
 */
export default function ProtectedArea() {
  const token = useSessionStore((s) => s.token)
  if (!token) return <LoggedOut />
  return (
    // antd's styles from antd.css (imported above), not generated as components first render:
    // `npm run bench` (mock build, medians of 5) 进入 → home usable 1149 → 1044 ms, 银行流水
    // opened again 192 → 130 ms, heap 120 → 113 MB, for 108 kB (gzip) of CSS cached after the
    // first visit. The public pages (phones, a form each) keep runtime styles: the file would
    // add more bytes there than it saves in time (reset-password 444 → 551 KiB on the wire).
    <AntdProviders staticStyles>
      {/* A crash outside a page (header, sidebar) offers a retry instead of a white screen. */}
      <ErrorBoundary>
        <SessionReady />
      </ErrorBoundary>
    </AntdProviders>
  )
}

function SessionReady() {
  const { state, retry } = useSessionLoader()
  const mustChangePassword = useSessionUser()?.mustChangePassword === true
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
      <Outlet />
    </LoggedInProviders>
  )
}
