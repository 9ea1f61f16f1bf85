import { useCallback } from 'react'
import { Navigate, useLocation, useParams, type Location } from 'react-router-dom'
import { NOT_FOUND_PATH } from '@/config/paths'
import MainLayout from '@/features/layout/components/main-layout'
import { internalPath } from '@/lib/safe-redirect'
import { useMenuTree } from '@/stores/session-menus'
import { HeaderServices } from './header-services'
import { PageRoutes, usePageTable } from './page-table'

/**
 * /redirect/some/path?x reloads /some/path?x (used to refresh a page in place). A target that
 * decodes to no path of this app (/redirect/%2F%2Fevil) is a page that does not exist: the
 * shell's 404, never React Router's throw on an external address.
 */
export function RedirectRoute() {
  const { '*': rest = '' } = useParams()
  const { search } = useLocation()
  return <Navigate to={internalPath(`/${rest}${search}`) ?? NOT_FOUND_PATH} replace />
}

const HEADER_SERVICES = <HeaderServices />

/**
 * Every logged-in page by address: its description for the shell (tab title, menu) and its
 * element at a location (the keep-alive area renders each kept tab's page at its own).
 */
export function usePages() {
  const tree = useMenuTree()
  const { describe, routeAt } = usePageTable(tree)
  const renderPage = useCallback(
    (at: Location) => {
      const route = routeAt(at.pathname)
      return route ? <PageRoutes route={route} location={at} /> : null
    },
    [routeAt],
  )
  return { describe, routeAt, renderPage }
}

/**
 * The shell with its pages, the element of the protected layout route's splat: an address that
 * is no page goes to /404 (menus have loaded). The pages are not routes of the router: the
 * shell keeps every opened tab's page mounted, each at its own location (renderPage), which
 * one <Outlet> cannot do, and the menus that make them arrive only after the login.
 */
export function PageArea() {
  const location = useLocation()
  const { describe, routeAt, renderPage } = usePages()
  if (!routeAt(location.pathname)) return <Navigate to={NOT_FOUND_PATH} replace />
  return (
    <MainLayout renderPage={renderPage} describePage={describe} headerServices={HEADER_SERVICES} />
  )
}
