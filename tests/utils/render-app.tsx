import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { LoggedInProviders } from '@/app/logged-in-providers'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { AntdProviders } from '@/components/antd-providers'
import { setupUser } from './user'

/** Renders the whole portal (real providers, router, stores) at a path, over the msw backend. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const user = setupUser()
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, user, location }
}

/** Renders `ui` inside the providers a logged-in page has (a part of the portal, not all of it). */
export const renderLoggedIn = (ui: ReactNode) =>
  render(
    <AppProviders>
      <AntdProviders>
        <LoggedInProviders>{ui}</LoggedInProviders>
      </AntdProviders>
    </AppProviders>,
  )
