import {
  createBrowserRouter,
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom'
import { PageLoading } from '@/components/page-loading'
import { HOME_PATH, PUBLIC_PATHS } from '@/config/paths'
import { useSessionStore } from '@/stores/session-store'
import { AppFrame, frameShown } from './app-frame'
import { LoginRoute } from './public-routes'
import { RouteError } from './route-error'

export const BASENAME = '/public'

/*
 * Each lazy module is a chunk of its own, so the login page loads none of the logged-in
 * shell. The router loads a matched route's module before it renders the route: on the first
 * load the root's HydrateFallback shows meanwhile, later the page that shows stays (the top bar
 * runs) until the next one is ready.
 */
const loginPage = async () => ({
  Component: (await import('@/features/auth/pages/login-page')).default,
})
// Kept once loaded: whether a page's code is there is then known at once (shouldRevalidate).
let publicSiteLoaded: typeof import('./public-fallback') | undefined
let protectedAreaLoaded: typeof import('./protected-area') | undefined
const publicSiteModule = async () => (publicSiteLoaded = await import('./public-fallback'))
const publicSite = async () => ({ Component: (await publicSiteModule()).default })
const protectedArea = async () => (protectedAreaLoaded = await import('./protected-area'))

/**
 * A page's code loads before the page shows (the page that shows stays, the top bar runs), so
 * it renders at once, never through a loading panel (see preloadable). On the first load it
 * loads beside the calls the frame makes, so nothing waits for it.
 */
async function loadCodeAhead(loadCode: () => Promise<unknown>) {
  // A module that fails to load is the route's lazy's to show (the root's error element).
  const loading = loadCode().catch(() => undefined)
  if (frameShown()) await loading
  return null
}
const loggedInCode = ({ params }: LoaderFunctionArgs) =>
  loadCodeAhead(async () => {
    if (useSessionStore.getState().token)
      await (await protectedArea()).preloadPage(params['*'] ?? '')
  })
const publicCode = (path: string) => () =>
  loadCodeAhead(async () => (await publicSiteModule()).preloadPublicPage(path))
/*
 * Once the page's code is there, an address change (a tab shown again, a query in the address)
 * runs no loader: the router then changes the address at once, as it does with no loader.
 */
const loggedInCodeMissing = ({ nextParams }: ShouldRevalidateFunctionArgs) =>
  !protectedAreaLoaded?.pageCodeLoaded(nextParams['*'] ?? '')
const publicCodeMissing = (path: string) => () => !publicSiteLoaded?.publicCodeLoaded(path)

const TO_HOME = <Navigate to={HOME_PATH} replace />

/** The logged-in pages' route (the shell with its pages, PageArea). */
export const PAGES_ROUTE_ID = 'pages'

/**
 * The route table. Every element is made once (here, or by the router from a lazy module's
 * Component), so an address change leaves the routes' elements alone; each part that needs the
 * address subscribes itself.
 *
 * - /login: LoginRoute, which leaves /login once there is a session; the page is its index.
 * - The public site (portal-spec §2): one lazy route for every public path and what is under
 *   it; PublicFallback picks the page by the first segment (public-pages.ts).
 * - Everything else: the protected layout route, whose element is the login guard. The error
 *   paths (/401, /404, any /40x) are matched here too: a logged-in user sees them inside the
 *   shell, a logged-out one gets the bare public page from the guard.
 * - The logged-in pages are not routes of the router: the splat's PageArea is the tabbed shell,
 *   which renders each kept tab's page at its own location (docs/architecture.md, "Routes").
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading full />,
    children: [
      {
        path: 'login',
        element: <LoginRoute />,
        children: [{ index: true, lazy: loginPage }],
      },
      {
        // The children only claim the addresses: the site's element picks the page itself.
        id: 'public-site',
        lazy: publicSite,
        children: PUBLIC_PATHS.map((path) => ({
          path: `${path.slice(1)}/*`,
          element: null,
          loader: publicCode(path),
          shouldRevalidate: publicCodeMissing(path),
        })),
      },
      {
        id: 'protected',
        lazy: async () => ({ Component: (await protectedArea()).default }),
        children: [
          { index: true, element: TO_HOME },
          { path: 'index', element: TO_HOME },
          { path: 'individual', element: <Navigate to="/individual-center" replace /> },
          {
            path: 'redirect/*',
            lazy: async () => ({ Component: (await protectedArea()).RedirectRoute }),
          },
          {
            id: PAGES_ROUTE_ID,
            path: '*',
            loader: loggedInCode,
            shouldRevalidate: loggedInCodeMissing,
            lazy: async () => ({ Component: (await protectedArea()).PageArea }),
          },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes, { basename: BASENAME })
