import { Suspense } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { AntdProviders } from '@/components/antd-providers'
import { PageLoading } from '@/components/page-loading'
import { StatusPage } from '@/components/status-page'
import { LoginFrame } from '@/features/auth/components/login-frame'
import { publicPages } from './public-pages'

export { preloadPublicPage, publicCodeLoaded } from './public-pages'

/** A public path other than /login: the error pages and the pages of the login frame. */
export default function PublicFallback() {
  return (
    <AntdProviders>
      <PublicPage />
    </AntdProviders>
  )
}

function PublicPage() {
  const { pathname } = useLocation()
  if (pathname === '/401') return <StatusPage code="401" />
  if (pathname.startsWith('/40')) return <StatusPage code="404" />
  const Page = publicPages[`/${pathname.split('/')[1] ?? ''}`]
  if (!Page) return <Navigate to="/login" replace />
  return (
    <LoginFrame>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </LoginFrame>
  )
}
