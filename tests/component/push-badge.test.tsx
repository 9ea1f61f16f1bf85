import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { server } from '@demo-server/node'
import { db } from '@demo-server/db/db'
import { publishNotice } from '@demo-server/handlers/notice-handlers'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

/**
 * The client's socket is open (it writes websocketEstablishStatus on open): a notice published
 * before that reaches no one.
 */
const pushChannelOpen = () =>
  waitFor(() => expect(sessionStorage.getItem('websocketEstablishStatus')).toBe('true'))

describe('messages over the push channel', () => {
  test('the unread badge shows the server count, and a push raises it with a notice', async () => {
    loginAs('manager')
    renderApp('/home-page')
    await screen.findByRole('button', { name: '消息中心，2 条未读' })
    await pushChannelOpen()
    act(() => publishNotice('ORG001', '新公告发布', '关于2026年年报报送的通知'))
    await screen.findByRole('button', { name: '消息中心，3 条未读' })
    await screen.findByText('新公告发布')
    expect(db.state.messages.filter((m) => m.userId === 'U1001' && !m.read)).toHaveLength(3)
  })

  test('a push asks for the to-do counts again at once, however fresh they are', async () => {
    loginAs('manager')
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('queryToDoCount')) calls += 1
    })
    renderApp('/home-page')
    await screen.findByRole('button', { name: '消息中心，2 条未读' })
    await expect.poll(() => calls).toBe(1)
    await pushChannelOpen()
    act(() => publishNotice('ORG001', '新公告发布', '关于2026年年报报送的通知'))
    await expect.poll(() => calls).toBe(2)
    server.events.removeAllListeners()
  })

  test('the bell opens the message centre', async () => {
    loginAs('admin')
    const app = renderApp('/home-page')
    await app.user.click(await screen.findByRole('button', { name: /消息中心/ }))
    expect(app.location()).toBe('/msg-center')
  })
})
