import { useMemo } from 'react'
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { HOME_PATH, NOT_FOUND_PATH } from '@/config/paths'
import MainLayout from '@/features/layout/components/main-layout'
import { pageMenus } from '@/lib/menu-tree'
import { useMenusStore } from '@/stores/menus-store'
import { MenuPage } from './menu-page'
import { pageRegistry, staticPages, UnderConstructionPage } from './page-registry'

/** /redirect/some/path?x reloads /some/path?x (used to refresh a page in place). */
function RedirectRoute() {
  const { '*': rest = '' } = useParams()
  const { search } = useLocation()
  return <Navigate to={`/${rest}${search}`} replace />
}

/** The logged-in routes: static pages, one route per page menu, and the 404 fallback. */
export function ProtectedRoutes() {
  const tree = useMenusStore((s) => s.tree)
  const staticPaths = useMemo(() => new Set(staticPages.map((p) => p.path)), [])
  const menus = useMemo(
    () => pageMenus(tree).filter((m) => !staticPaths.has(m.menuUrl)),
    [tree, staticPaths],
  )
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path="index" element={<Navigate to={HOME_PATH} replace />} />
        <Route path="individual" element={<Navigate to="/individual-center" replace />} />
        <Route path="redirect/*" element={<RedirectRoute />} />
        {staticPages.map(({ path, title }) => {
          const Page = pageRegistry[path]
          return (
            <Route
              key={path}
              path={path}
              element={Page ? <Page /> : <UnderConstructionPage title={title} />}
            />
          )
        })}
        {menus.map((menu) => (
          <Route key={menu.menuId} path={menu.menuUrl} element={<MenuPage menu={menu} />} />
        ))}
        <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
      </Route>
    </Routes>
  )
}
