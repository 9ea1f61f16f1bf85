import { lazy, Suspense, useMemo } from 'react'
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router-dom'
import type { DescribePage, PageMeta } from '@/features/layout/page-meta'
import { pageMenus, type MenuNode } from '@/lib/menu-tree'
import { IF_AUTH_PERMITTED } from '@contract/api'
import { MenuPage } from './menu-page'
import { pageRegistry, staticPages, MenuWithoutPage, type StaticPage } from './page-registry'

const HOME = 'home-page'

// antd's Result and its illustrations (about 10 kB) load only when a 401 or 404 is shown.
const LazyStatusPage = lazy(() =>
  import('@/components/status-page').then((m) => ({ default: m.StatusPage })),
)
const statusPage = (code: '401' | '404') => (
  <Suspense fallback={null}>
    <LazyStatusPage code={code} />
  </Suspense>
)

/** The fund detail tab is titled with the fund's code and name (portal-spec §2). */
function staticTitle(page: StaticPage, search: string) {
  if (page.path !== 'funds-query-detail') return page.title
  const query = new URLSearchParams(search)
  const title = [query.get('fundCode'), query.get('fundName')].filter(Boolean).join(' ')
  return title || page.title
}

function staticElement({ path, title }: StaticPage) {
  const Page = pageRegistry[path]
  return Page ? <Page /> : <MenuWithoutPage title={title} />
}

/** Every logged-in page: its route, and what the shell needs to know of it. */
export function usePageTable(tree: MenuNode[]) {
  return useMemo(() => {
    const staticByPath = new Map(staticPages.map((p) => [`/${p.path}`, p]))
    const menus = pageMenus(tree).filter((m) => !staticByPath.has(m.path))
    const menuByPath = new Map(menus.map((m) => [m.path, m]))
    const routes: RouteObject[] = [
      // Inside the shell, without a tab of their own: where a path the user cannot open goes.
      { path: '401', element: statusPage('401') },
      { path: '404', element: statusPage('404') },
      ...staticPages.map((p) => ({ path: p.path, element: staticElement(p) })),
      ...menus.map((m) => ({ path: m.menuUrl, element: <MenuPage menu={m} /> })),
    ]
    const describe: DescribePage = ({ pathname, search }): PageMeta | undefined => {
      const page = staticByPath.get(pathname)
      if (page) {
        return {
          title: staticTitle(page, search),
          tabPerQuery: page.tabPerQuery,
          noCache: page.noCache,
          affix: page.path === HOME,
        }
      }
      const menu = menuByPath.get(pathname)
      if (!menu) return undefined
      const permitted = menu.ifAuth === IF_AUTH_PERMITTED
      return { title: menu.menuName, menuId: permitted ? menu.menuId : undefined }
    }
    // React Router ranks every route on each match: with thousands of menus that is tens of
    // milliseconds per address change, so each path's route is looked up once.
    const routeOf = new Map<string, RouteObject | undefined>()
    const routeAt = (pathname: string) => {
      if (!routeOf.has(pathname)) routeOf.set(pathname, matchRoutes(routes, pathname)?.[0]?.route)
      return routeOf.get(pathname)
    }
    return { routes, describe, routeAt }
  }, [tree])
}

/** One page's route, at a given location (a kept-alive tab keeps its own). */
export function PageRoutes({ route, location }: { route: RouteObject; location: Location }) {
  return useRoutes([route], location)
}
