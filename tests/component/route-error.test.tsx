import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { setupUser } from '../utils/user'

/* The root route's error element: a route whose module does not load is no white screen. */

/** The app's root route (its frame and error element) over a child whose module fails. */
function renderFailingRoute(failure: Error) {
  const [root] = routes
  if (!root || root.index) throw new Error('the app has a root route with children')
  const router = createMemoryRouter(
    [{ ...root, children: [{ path: 'login', lazy: () => Promise.reject(failure) }] }],
    { initialEntries: ['/login'] },
  )
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

describe('a route that fails', () => {
  afterEach(() => vi.restoreAllMocks())

  test('a module that did not load says 页面加载失败 and 重新加载 reloads the page', async () => {
    const user = setupUser()
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /x.js'))
    await screen.findByText('页面加载失败')
    expect(screen.getByText('可能是网络不稳定或系统已更新，请重新加载。')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重新加载' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  test('any other failure says 页面出现错误, with 重新加载', async () => {
    renderFailingRoute(new Error('boom'))
    await screen.findByText('页面出现错误')
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument()
  })
})
