import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { contextFor, openSession, userView } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { appQueryClient } from '@/lib/query-client'
import { publicKeys } from '@/api/public/keys'
import { useSessionStore } from '@/stores/session-store'
import { renderApp } from '../utils/render-app'

/** Counts the environment requests from now on. */
function countEnvCalls() {
  const seen = { calls: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/isNotLogin/getSysEnv')) seen.calls += 1
  })
  return seen
}

const banner = () => screen.findByRole('status', { name: '运行环境' })

describe('the environment banner', { timeout: 60_000 }, () => {
  test('names the environment; asked once for the page, through a login and its pages', async () => {
    const seen = countEnvCalls()
    const app = renderApp('/login')
    expect(await banner()).toHaveTextContent('当前为演示环境，数据仅供测试与演示，不代表真实业务')

    const user = db.state.users.find((u) => u.userName === 'manager')!
    const session = openSession(user.userId, user.orgIds[0] as string)
    act(() => useSessionStore.getState().loggedIn(session.token, userView(contextFor(session))))
    // The new session's empty cache keeps it: a banner shown again would not ask again.
    expect(appQueryClient().getQueryData(publicKeys.sysEnv())).toBe('demo')
    await act(() => app.router.navigate('/home-page'))
    await screen.findByRole('menu', { name: '导航菜单' }, { timeout: 15_000 })
    await act(() => app.router.navigate('/individual-center'))
    expect(await banner()).toHaveTextContent('当前为演示环境')
    expect(seen.calls).toBe(1)
    server.events.removeAllListeners()
  })

  test('production shows none', async () => {
    db.state.sysEnv = 'prod'
    const seen = countEnvCalls()
    renderApp('/login')
    await screen.findByLabelText('用户名')
    await expect.poll(() => seen.calls).toBe(1)
    expect(screen.queryByRole('status', { name: '运行环境' })).not.toBeInTheDocument()
    server.events.removeAllListeners()
  })

  test('a failed call shows none and is not asked again', async () => {
    server.use(http.get('*/ceres/api/isNotLogin/getSysEnv', () => HttpResponse.error()))
    const seen = countEnvCalls()
    const app = renderApp('/login')
    await screen.findByLabelText('用户名')
    await expect.poll(() => seen.calls).toBe(1)
    await act(() => app.router.navigate('/news'))
    await act(() => app.router.navigate('/login'))
    await screen.findByLabelText('用户名')
    expect(seen.calls).toBe(1)
    expect(screen.queryByRole('status', { name: '运行环境' })).not.toBeInTheDocument()
    server.events.removeAllListeners()
  })
})
