import { Navigate, useLocation } from 'react-router-dom'
import { AntdProviders } from '@/components/antd-providers'
import { StatusPage } from '@/components/status-page'
import { LoginFrame } from '@/features/auth/components/login-frame'
import { UnderConstructionPage } from './page-registry'

/** Titles of the public pages that are still to be built inside the login frame. */
const PUBLIC_TITLES: Record<string, string> = {
  '/authorize': '授权登录',
  '/introduce': '关于我们',
  '/qualification': '业务资质',
  '/trusteeship': '托管服务',
  '/outsourcing': '外包服务',
  '/news': '新闻动态',
  '/account-query': '募集账户查询',
  '/info-disclosure': '信息披露',
  '/public-funds': '公募基金',
  '/bank-financing': '银行理财',
  '/notice-release': '公告发布',
  '/contact-us': '联系我们',
  '/reset-password': '重置密码',
  '/reg': '管理人注册',
  '/mgr-change': '管理员变更',
}

/** A public path without a route of its own: the error pages, or a frame page to come. */
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
  if (pathname === '/login-frame') return <Navigate to="/login" replace />
  const title = PUBLIC_TITLES[`/${pathname.split('/')[1] ?? ''}`] ?? '公开页面'
  return (
    <LoginFrame>
      <UnderConstructionPage title={title} />
    </LoginFrame>
  )
}
