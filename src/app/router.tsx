import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { AppRoutes } from './app-routes'

export const BASENAME = '/public'

/** One splat route; the guard and the menu-built routes live in AppRoutes' descendant tree. */
export const routes: RouteObject[] = [{ path: '*', element: <AppRoutes /> }]

export const createAppRouter = () => createBrowserRouter(routes, { basename: BASENAME })
