import { Layout } from 'antd'
import { Suspense } from 'react'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { ErrorBoundary } from '@/components/error-boundary'
import { PageLoading } from '@/components/page-loading'
import { env } from '@/config/env'
import { HOME_PATH } from '@/config/paths'
import { HeaderNav } from './header-nav'
import { UserMenu } from './user-menu'
import './layout.css'

/** The logged-in frame: header with the menu groups and the user, and the page area. */
export default function MainLayout() {
  const { pathname } = useLocation()
  return (
    <Layout className="main-layout">
      <Layout.Header className="main-header">
        <Link to={HOME_PATH} className="main-header__brand">
          <span className="main-header__logo" aria-hidden>
            管
          </span>
          <span className="main-header__title">管理人服务平台</span>
          <span className="main-header__version">v{env.appVersion}</span>
        </Link>
        <HeaderNav />
        <UserMenu />
      </Layout.Header>
      <Layout.Content className="main-content">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Layout.Content>
    </Layout>
  )
}
