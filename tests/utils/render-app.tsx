import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  createMemoryRouter,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom'
import { LoggedInProviders } from '@/app/logged-in-providers'
import { usePages } from '@/app/protected-routes'
import { AppProviders } from '@/app/providers'
import { PAGES_ROUTE_ID, routes } from '@/app/router'
import { AntdProviders } from '@/components/antd-providers'
import { NOT_FOUND_PATH } from '@/config/paths'
import { KeepAliveArea } from '@/features/layout/components/content/keep-alive-area'
import { ShellUpkeep } from '@/features/layout/components/shell-upkeep'
import { setupUser } from './user'

function renderRoutes(table: RouteObject[], path: string) {
  const router = createMemoryRouter(table, { initialEntries: [path] })
  const user = setupUser()
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, user, location }
}

/** Renders the whole portal (real providers, router, stores) at a path, over the msw backend. */
export const renderApp = (path = '/') => renderRoutes(routes, path)

/**
 * The logged-in pages without the shell's header, sidebar and tags bar: the session guard, the
 * shell's upkeep (tabs, to-do counts) and the kept-alive page area as the shell has them
 * (PageArea, MainLayout). Those three cost a page's first render in jsdom about a quarter, and
 * every role query walks their DOM; a test of what a page does needs none of them.
 */
function PageWithoutShell() {
  const location = useLocation()
  const { describe, routeAt, renderPage } = usePages()
  if (!routeAt(location.pathname)) return <Navigate to={NOT_FOUND_PATH} replace />
  return (
    <>
      <ShellUpkeep describePage={describe} />
      <KeepAliveArea renderPage={renderPage} describePage={describe} />
    </>
  )
}

/** The route table with the pages' route (PageArea, in the shell) swapped for PageWithoutShell. */
function withoutShell(table: RouteObject[]): RouteObject[] {
  return table.map((route) =>
    route.id === PAGES_ROUTE_ID
      ? { ...route, lazy: undefined, Component: PageWithoutShell }
      : route.children
        ? ({ ...route, children: withoutShell(route.children) } as RouteObject)
        : route,
  )
}
const PAGE_ROUTES = withoutShell(routes)
// Without the swap, every renderPageAlone would quietly render the whole shell.
const swapped = (table: RouteObject[]): boolean =>
  table.some((route) => route.Component === PageWithoutShell || swapped(route.children ?? []))
if (!swapped(PAGE_ROUTES)) throw new Error(`No route '${PAGES_ROUTE_ID}' in the app's routes`)

/**
 * Renders a logged-in page at a path as renderApp does, without the shell around it (its
 * header, sidebar and tags bar): for tests of what the page itself does. A test that reads or
 * clicks the shell (a tab, a menu, the header's services) uses renderApp.
 */
export const renderPageAlone = (path: string) => renderRoutes(PAGE_ROUTES, path)

/** Renders `ui` inside the providers a logged-in page has (a part of the portal, not all of it). */
export const renderLoggedIn = (ui: ReactNode) =>
  render(
    <AppProviders>
      <AntdProviders>
        <LoggedInProviders>{ui}</LoggedInProviders>
      </AntdProviders>
    </AppProviders>,
  )
