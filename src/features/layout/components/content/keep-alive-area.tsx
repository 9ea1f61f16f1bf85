import { memo, Suspense, useMemo } from 'react'
import {
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Location,
} from 'react-router-dom'
import { useShallow } from 'zustand/react/shallow'
import { ErrorBoundary } from '@/components/error-boundary'
import { PageLoading } from '@/components/page-loading'
import { useTabsStore } from '@/stores/tabs-store'
import { viewKey, type DescribePage, type RenderPage } from '../../page-meta'
import { KeptPage } from './kept-page'

interface Props {
  renderPage: RenderPage
  describePage: DescribePage
}

const AT_ROOT = { outlet: null, matches: [], isDataRoute: false }

interface KeptRoutesProps {
  renderPage: RenderPage
  at: Location
}

/** Same page, query, hash and state: nothing a page reads has changed. */
const sameAddress = ({ renderPage, at }: KeptRoutesProps, next: KeptRoutesProps) =>
  renderPage === next.renderPage &&
  at.pathname === next.at.pathname &&
  at.search === next.at.search &&
  at.hash === next.at.hash &&
  at.state === next.at.state

/**
 * One tab's page at its own address. A tab switch, or a navigation in another tab, leaves
 * every page alone whose address did not change (a new address object alone is no change).
 * The page's routes get their address and parent route from here, not from the router: its
 * own contexts change with every navigation, and would render every kept page again. The
 * pages are matched from the root, as the shell's catch-all route leaves them.
 */
const KeptRoutes = memo(function KeptRoutes({ renderPage, at }: KeptRoutesProps) {
  const address = useMemo(() => ({ location: at, navigationType: NavigationType.Pop }), [at])
  return (
    <RouteContext.Provider value={AT_ROOT}>
      <LocationContext.Provider value={address}>{renderPage(at)}</LocationContext.Provider>
    </RouteContext.Provider>
  )
}, sameAddress)

/**
 * The page area. Each kept-alive tab stays mounted (see KeptPage): hidden tabs keep their
 * state, form input, open drawers and scroll position. The shown page always renders, even a
 * noCache one, which is dropped as soon as another tab is shown.
 */
export function KeepAliveArea({ renderPage, describePage }: Props) {
  const location = useLocation()
  const { views, alive, generation } = useTabsStore(
    useShallow((s) => ({ views: s.views, alive: s.alive, generation: s.generation })),
  )
  const meta = describePage(location)
  const activeKey = meta ? viewKey(location, meta) : location.pathname

  const kept = useMemo(() => {
    const byKey = new Map(views.map((v) => [v.key, v]))
    // A stable order: reordering keyed siblings would move their DOM, and a moved iframe reloads.
    const keys = [...new Set([...alive, activeKey])].sort()
    return keys.map((key): [string, Location] => {
      const view = byKey.get(key)
      if (key === activeKey || !view) return [key, location]
      return [key, { pathname: view.path, search: view.search, hash: '', state: null, key }]
    })
  }, [views, alive, activeKey, location])

  return (
    <div className="keep-alive-area">
      {kept.map(([key, at]) => (
        <KeptPage key={`${key}#${generation[key] ?? 0}`} viewKey={key} active={key === activeKey}>
          <ErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <KeptRoutes renderPage={renderPage} at={at} />
            </Suspense>
          </ErrorBoundary>
        </KeptPage>
      ))}
    </div>
  )
}
