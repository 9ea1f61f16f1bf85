import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
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
