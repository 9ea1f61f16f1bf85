import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { HOME_MODULES } from '@/app/home-modules'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { menusFor } from '@demo-server/handlers/menu-handlers'
import { server } from '@demo-server/node'
import { menuKeys } from '@/api/menu/keys'
import { appQueryClient } from '@/lib/query-client'
import { menusBuilt } from '@/stores/session-menus'
import { signedInAs } from '../utils/login-as'
import { renderLoggedIn } from '../utils/render-app'
import { setupUser } from '../utils/user'

function Where() {
  return <p>at {useLocation().pathname}</p>
}

/** The card alone, as the home page will show it: the logged-in providers, a router. */
function renderCard() {
  const session = signedInAs('manager')
  // The card offers the pages the user's menus open, as the shell has loaded them.
  const user = db.state.users.find((u) => u.userId === session.userId)!
  const menus = menusBuilt(user.userId, menusFor(user))
  appQueryClient().setQueryData(menuKeys.session(session.token, user.userId), menus)
  const { Card } = HOME_MODULES.find((m) => m.key === 'todo')!
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <Suspense>
          <Card />
        </Suspense>
      ),
    },
    { path: '*', element: <Where /> },
  ])
  renderLoggedIn(<RouterProvider router={router} />)
  return { user: setupUser(), router }
}

describe('the home 待办事项 card', { timeout: 120_000 }, () => {
  test('groups with counts (99+ above 99); a click opens the page; 更多 the full list', async () => {
    const { user, router } = renderCard()
    const group = await screen.findByRole(
      'button',
      { name: /^产品成立\s*，120 条待办$/ },
      { timeout: 20_000 },
    )
    expect(group.textContent).toContain('99+')
    expect(screen.getByText('更多').getAttribute('href')).toBe('/todo-done-more')
    await user.click(group)
    await waitFor(() => expect(router.state.location.pathname).toBe('/product-manage/fund-create'))
  })

  test('empty: 暂无待办事项', async () => {
    db.state.pendingItems = []
    renderCard()
    await screen.findByText('暂无待办事项', {}, { timeout: 20_000 })
  })

  test('a failure offers 重新加载', async () => {
    server.use(
      http.post(
        api('/rest/maintenance/queryMaintenanceOneHome'),
        () => HttpResponse.json({}, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    const { user } = renderCard()
    await screen.findByText('待办事项加载失败', {}, { timeout: 20_000 })
    await user.click(screen.getByText('重新加载').closest('button')!)
    await screen.findByRole('button', { name: /^产品成立\s*，120 条待办$/ })
  })
})
