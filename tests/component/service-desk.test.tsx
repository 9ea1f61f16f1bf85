import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

afterEach(() => {
  vi.restoreAllMocks()
  server.events.removeAllListeners()
})

async function openApp() {
  const session = loginAs('manager')
  const app = renderApp('/home-page')
  await screen.findByRole('button', { name: /用户菜单$/ })
  return { app, session }
}

describe('服务热线', { timeout: 40_000 }, () => {
  test('shows the number and the nine consult types with their keys, in order', async () => {
    const { app } = await openApp()
    await app.user.click(screen.getByRole('button', { name: '服务热线' }))
    const title = await screen.findByText('服务热线', { selector: '.ant-popover-title' })
    await waitFor(() => expect(title).toBeVisible())
    expect(screen.getByRole('link', { name: /0531-68889518/ })).toHaveAttribute(
      'href',
      'tel:0531-68889518',
    )
    const types = within(screen.getByRole('list', { name: '咨询类型' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(types).toEqual([
      '1产品成立、申购赎回、募集户划款',
      '2托管户划款及费用支付',
      '3三方签约及账户业务',
      '4分红及清算',
      '5估值报表及信息披露',
      '6管理人服务平台咨询',
      '7合同起草及变更',
      '8其他业务',
      '0首次合作洽谈',
    ])
  })
})

describe('在线客服', { timeout: 40_000 }, () => {
  test('asks for a sign with the current token and opens /im-client/sign?sign=…', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    let jwt: string | null = null
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/user/getCustomerServiceSign')) {
        jwt = new URL(request.url).searchParams.get('jwt')
      }
    })
    const { app, session } = await openApp()
    await app.user.click(screen.getByRole('button', { name: '在线客服' }))
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/im-client\/sign\?sign=demo-\w+$/),
      '_blank',
      'noopener',
    )
    expect(jwt).toBe(session.token)
  })

  test.each([
    ['no data', { status: 'success', data: null, msg: '' }],
    ['an empty sign', { status: 'success', data: { sign: '' }, msg: '' }],
  ])('%s: 在线客服连接失败，请稍后再试', async (_, body) => {
    server.use(http.post(api('/user/getCustomerServiceSign'), () => HttpResponse.json(body)))
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { app } = await openApp()
    await app.user.click(screen.getByRole('button', { name: '在线客服' }))
    await screen.findByText('在线客服连接失败，请稍后再试')
    expect(open).not.toHaveBeenCalled()
  })

  test.each([
    [{ status: 'fail', resultMessage: '客服忙', data: '数据', msg: '消息' }, 200, '客服忙'],
    [
      { status: 'fail', resultMessage: '', data: '客服系统维护中', msg: '消息' },
      200,
      '客服系统维护中',
    ],
    [{ status: 'fail', data: null, msg: '坐席已满' }, 200, '坐席已满'],
    [{ status: 'fail', data: { code: 1 }, msg: '' }, 200, '在线客服连接失败，请稍后再试'],
    [{ resultMessage: '客服网关异常' }, 502, '客服网关异常'],
  ])('a failed call %j (HTTP %i) says %s', async (body, status, message) => {
    server.use(
      http.post(api('/user/getCustomerServiceSign'), () => HttpResponse.json(body, { status })),
    )
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { app } = await openApp()
    await app.user.click(screen.getByRole('button', { name: '在线客服' }))
    await screen.findByText(message)
    expect(open).not.toHaveBeenCalled()
  })

  test('a network failure: 在线客服连接失败，请稍后再试', async () => {
    server.use(http.post(api('/user/getCustomerServiceSign'), () => HttpResponse.error()))
    const { app } = await openApp()
    await app.user.click(screen.getByRole('button', { name: '在线客服' }))
    await screen.findByText('在线客服连接失败，请稍后再试')
  })
})
