import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { server } from '@demo-server/node'
import { sessionMenuTree } from '@/stores/session-menus'
import { sessionUser } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

/** Counts the requests to a path from now on. */
function countCalls(path: string) {
  const seen = { calls: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(path)) seen.calls += 1
  })
  return seen
}

describe('a session restored after a reload', { timeout: 60_000 }, () => {
  test('the user and the menus are asked once each, then the shell shows', async () => {
    loginAs('manager')
    const user = countCalls('/user/getUserInfo/')
    const menus = countCalls('/menu/all')
    renderApp('/home-page')
    await screen.findByRole('menu', { name: '导航菜单' }, { timeout: 20_000 })
    expect(sessionUser()).toMatchObject({ userId: 'U1001' })
    expect(sessionMenuTree().length).toBeGreaterThan(0)
    expect([user.calls, menus.calls]).toEqual([1, 1])
    server.events.removeAllListeners()
  })

  test('a failed user load says so, and 重新加载 asks again and goes on', async () => {
    loginAs('manager')
    let broken = true
    server.use(
      http.post('*/ceres/api/user/getUserInfo/', () =>
        broken ? HttpResponse.json({ status: 'fail', msg: '' }, { status: 503 }) : undefined,
      ),
    )
    const app = renderApp('/home-page')
    await screen.findByText('暂时无法获取您的用户信息，请检查网络后重试。', {}, { timeout: 20_000 })
    broken = false
    await app.user.click(screen.getByRole('button', { name: '重新加载' }))
    await screen.findByRole('menu', { name: '导航菜单' }, { timeout: 20_000 })
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument()
  })
})
