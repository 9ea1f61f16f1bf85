import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, test } from 'vitest'
import { HOME_MODULES } from '@/app/home-modules'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { signedInAs } from '../utils/login-as'
import { renderLoggedIn } from '../utils/render-app'
import { setupUser } from '../utils/user'

/** The 需求建议 module on its own (the home page frame is another part of issue 7). */
function renderCard(userName: 'manager' | 'operator' = 'manager') {
  signedInAs(userName)
  const module = HOME_MODULES.find((m) => m.key === 'demands')
  if (!module) throw new Error('no demands module')
  const { Card } = module
  const router = createMemoryRouter(
    [
      { path: '/home-page', element: <Suspense fallback={null}>{<Card />}</Suspense> },
      { path: '/demand-suggestions', element: <p>需求建议页面</p> },
    ],
    { initialEntries: ['/home-page'] },
  )
  renderLoggedIn(<RouterProvider router={router} />)
  return { router, user: setupUser() }
}

const list = () => screen.findByRole('list', { name: '最新需求建议' }, { timeout: 15_000 })

describe('需求建议 home card', { timeout: 60_000 }, () => {
  test('is the demands module, titled 需求建议', () => {
    expect(HOME_MODULES.find((m) => m.key === 'demands')?.title).toBe('需求建议')
  })

  test('shows the latest five with their status; 提建议 and 更多 open the page', async () => {
    const { router, user } = renderCard()
    const items = within(await list()).getAllByRole('listitem')
    expect(items).toHaveLength(5)
    const newest = db.state.demands.find((d) => d.content.startsWith('希望划款指令支持批量导入'))!
    expect(items[0]).toHaveTextContent(
      new RegExp(`^待处理希望划款指令支持批量导入.*${newest.submittedAt.slice(0, 10)}$`),
    )
    expect(items[1]).toHaveTextContent('处理中')
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute(
      'href',
      '/demand-suggestions',
    )
    await user.click(screen.getByRole('button', { name: /提建议/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/demand-suggestions'))
  })

  test('with none yet, says so and still offers 提建议', async () => {
    db.state.demands = []
    renderCard('operator')
    await screen.findByText('您还没有提交过需求建议，欢迎提出您的建议', {}, { timeout: 15_000 })
    expect(screen.getByRole('button', { name: /提建议/ })).toBeInTheDocument()
  })

  test('a failed load fails this card alone, and 重新加载 brings it back', async () => {
    server.use(
      http.post(api('/rest/demand/queryMyList'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    const { user } = renderCard()
    await screen.findByText('需求建议加载失败', {}, { timeout: 15_000 })
    await user.click(screen.getByRole('button', { name: /重新加载/ }))
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(5)
  })
})
