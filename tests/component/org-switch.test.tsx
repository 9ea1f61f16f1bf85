import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { pageReload } from '@/features/account/page-reload'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { useSessionStore, sessionUser } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { queriesSettled } from '../utils/queries-settled'
import { renderApp } from '../utils/render-app'

let reload: ReturnType<typeof vi.fn<(url: string) => void>>

beforeEach(() => {
  reload = vi.fn<(url: string) => void>()
  vi.spyOn(pageReload, 'at').mockImplementation(reload)
})

afterEach(() => {
  vi.restoreAllMocks()
  server.events.removeAllListeners()
})

const switchButton = () => screen.findByRole('button', { name: /切换机构/ })

async function openSwitch(userName: 'manager' | 'admin' | 'operator' = 'manager') {
  const session = loginAs(userName)
  const app = renderApp('/home-page')
  await app.user.click(await switchButton())
  const list = await screen.findByRole('menu', { name: '管理人机构' })
  return { app, session, list }
}

const orgNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)

describe('organisation switch', { timeout: 40_000 }, () => {
  test('the manager sees both organisations, the current one selected', async () => {
    const { list } = await openSwitch()
    expect(orgNames(list)).toEqual(['泉城私募基金管理有限公司', '齐鲁资产管理有限公司'])
    expect(within(list).getByRole('menuitem', { name: '泉城私募基金管理有限公司' })).toHaveClass(
      'ant-dropdown-menu-item-selected',
    )
    expect(list).not.toHaveClass('org-switch__list--scroll')
  })

  test('choosing the other one logs in again there and reloads the app at /public/', async () => {
    let changUserPath = ''
    let menuLoadsAfterSwitch = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/user/changUser/')) changUserPath = new URL(request.url).pathname
      if (changUserPath && request.url.includes('/menu/all')) menuLoadsAfterSwitch += 1
    })
    const { app, session, list } = await openSwitch()
    sessionStorage.removeItem('check-risk-tips-status')
    await app.user.click(within(list).getByRole('menuitem', { name: '齐鲁资产管理有限公司' }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/public/'))
    expect(changUserPath).toBe(`/ceres/api/user/changUser/${session.token}/ORG002`)
    expect(sessionStorage.getItem('check-risk-tips-status')).toBe('1')
    const now = useSessionStore.getState()
    expect(sessionUser()?.orgId).toBe('ORG002')
    expect(sessionUser()?.orgName).toBe('齐鲁资产管理有限公司')
    expect(now.token).not.toBe(session.token)
    expect(db.state.sessions.map((s) => s.token)).not.toContain(session.token)
    // The menus are the new session's own (in jsdom, with no real reload, the shell loads them).
    await waitFor(() => expect(menuLoadsAfterSwitch).toBe(1))
  })

  test('switching closes the open pages, as its confirmation says: only 首页 is left', async () => {
    loginAs('manager')
    const app = renderApp('/product-manage/fund-query')
    await screen.findByRole('tab', { name: /产品查询/ })
    await app.user.click(await switchButton())
    const list = await screen.findByRole('menu', { name: '管理人机构' })
    await app.user.click(within(list).getByRole('menuitem', { name: '齐鲁资产管理有限公司' }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/public/'))
    // The app starts again (jsdom cannot reload: it is rendered afresh) as the other organisation.
    app.unmount()
    renderApp('/home-page')
    const bar = await screen.findByRole('tablist')
    await within(bar).findByRole('tab', { name: '首页' })
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['首页'])
  })

  test('choosing the current one does nothing', async () => {
    const { app, list } = await openSwitch()
    await app.user.click(within(list).getByRole('menuitem', { name: '泉城私募基金管理有限公司' }))
    expect(reload).not.toHaveBeenCalled()
    expect(sessionUser()?.orgId).toBe('ORG001')
  })

  test.each([
    [{ status: 'fail', data: '该机构已停用，无法切换', msg: '失败' }, '该机构已停用，无法切换'],
    [{ status: 'fail', data: null, msg: '失败' }, '用户切换异常，请稍后再试'],
  ])('a refusal %j says %s and stays', async (body, message) => {
    server.use(http.post(api('/user/changUser/:jwt/:orgId'), () => HttpResponse.json(body)))
    const { app, list } = await openSwitch()
    await app.user.click(within(list).getByRole('menuitem', { name: '齐鲁资产管理有限公司' }))
    await screen.findByText(message)
    expect(reload).not.toHaveBeenCalled()
    expect(sessionUser()?.orgId).toBe('ORG001')
  })

  test.each([
    ['a network failure', () => HttpResponse.error()],
    ['a server error', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
  ])('%s says 用户切换失败，请稍后再试', async (_, answer) => {
    server.use(http.post(api('/user/changUser/:jwt/:orgId'), answer))
    const { app, list } = await openSwitch()
    await app.user.click(within(list).getByRole('menuitem', { name: '齐鲁资产管理有限公司' }))
    await screen.findByText('用户切换失败，请稍后再试')
    expect(reload).not.toHaveBeenCalled()
  })

  test('a user of one organisation sees its name without a dropdown', async () => {
    let listed = false
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/user/getOrganizations/U1002')) listed = true
    })
    loginAs('admin')
    renderApp('/home-page')
    await screen.findByText('泰山投资管理有限公司')
    // The list has been asked for and has one entry: still no switch.
    await waitFor(() => expect(listed).toBe(true))
    await queriesSettled()
    expect(screen.queryByRole('button', { name: /切换机构/ })).toBeNull()
  })

  test('more than five organisations scroll', async () => {
    for (let i = 4; i <= 9; i += 1) {
      db.state.orgs.push({ orgId: `ORG00${i}`, orgName: `测试机构${i}号` })
      db.state.users[0]?.orgIds.push(`ORG00${i}`)
    }
    const { list } = await openSwitch()
    await waitFor(() => expect(orgNames(list)).toHaveLength(8))
    expect(list).toHaveClass('org-switch__list--scroll')
  })

  test('below 1500 px wide the switch is in the user menu', async () => {
    const wide = window.matchMedia
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('1499') })
    try {
      loginAs('manager')
      const app = renderApp('/home-page')
      await app.user.click(await screen.findByRole('button', { name: /用户菜单$/ }))
      const org = await screen.findByRole('menuitem', { name: /泉城私募基金管理有限公司/ })
      expect(screen.queryByRole('button', { name: /切换机构/ })).toBeNull()
      await app.user.click(org)
      await app.user.click(await screen.findByRole('menuitem', { name: '齐鲁资产管理有限公司' }))
      await waitFor(() => expect(reload).toHaveBeenCalledWith('/public/'))
      expect(sessionUser()?.orgId).toBe('ORG002')
    } finally {
      window.matchMedia = wide
    }
  })
})
