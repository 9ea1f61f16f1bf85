import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { HOME_MODULES } from '@/app/home-modules'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { signedInAs } from '../utils/login-as'
import { renderLoggedIn } from '../utils/render-app'
import { setupUser } from '../utils/user'

function Where() {
  const { pathname, search } = useLocation()
  return <p>at {`${pathname}${search}`}</p>
}

/** One home module's card on its own (the home page frame is another issue's), logged in. */
function renderCard(key: 'notices' | 'messages', userName: 'manager' | 'operator' = 'manager') {
  signedInAs(userName)
  const { Card } = HOME_MODULES.find((m) => m.key === key)!
  const router = createMemoryRouter(
    [
      { path: '/', element: <Card /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  )
  renderLoggedIn(
    <Suspense fallback={<p>loading</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  )
  return { user: setupUser(), router }
}

const cardTitled = async (title: string) =>
  (
    await screen.findByText(title, { selector: '.ant-card-head-title' }, { timeout: 20_000 })
  ).closest('.ant-card') as HTMLElement

describe('home cards of the notices feature', { timeout: 60_000 }, () => {
  test('the modules have fixed keys and titles', () => {
    expect(HOME_MODULES.map(({ key, title }) => [key, title])).toEqual(
      expect.arrayContaining([
        ['notices', '通知公告'],
        ['messages', '消息'],
      ]),
    )
  })

  test('通知公告: the latest six with type and date, unread dotted; a click opens the notice', async () => {
    const { user } = renderCard('notices')
    const card = await cardTitled('通知公告')
    const first = await within(card).findByRole('link', { name: '关于2026年11月月报报送的提示' })
    expect(card.querySelectorAll('li')).toHaveLength(6)
    expect(within(card).getAllByText('系统公告').length).toBeGreaterThan(0)
    expect(within(card).getByText('2026-11-20')).toBeInTheDocument()
    expect(card.querySelectorAll('[aria-label="未读"]')).toHaveLength(6)
    expect(within(card).getByRole('link', { name: '更多' })).toHaveAttribute('href', '/notice')
    await user.click(first)
    await screen.findByText('at /notice?id=N0001')
  })

  test('通知公告: a failure offers 重新加载 in the card', async () => {
    server.use(
      http.post(api('/rest/announcement/queryHomeList'), () => HttpResponse.error(), {
        once: true,
      }),
    )
    const { user } = renderCard('notices')
    const card = await cardTitled('通知公告')
    await within(card).findByText('通知公告加载失败')
    await user.click(within(card).getByRole('button', { name: /重新加载/ }))
    await within(card).findByRole('link', { name: '关于2026年11月月报报送的提示' })
  })

  test('消息: the unread ones with their count; 更多 goes to 消息中心', async () => {
    const { user } = renderCard('messages')
    const card = await cardTitled('消息')
    await within(card).findByText('2 条未读')
    expect(card.querySelectorAll('li')).toHaveLength(2)
    expect(within(card).getByText('划款指令已执行', { exact: false })).toBeInTheDocument()
    await user.click(within(card).getByRole('link', { name: '更多' }))
    await screen.findByText('at /msg-center')
  })

  test('消息: none unread shows 暂无未读消息', async () => {
    renderCard('messages', 'operator')
    const card = await cardTitled('消息')
    await within(card).findByText('暂无未读消息')
    await waitFor(() => expect(within(card).queryByText(/条未读/)).toBeNull())
  })
})
