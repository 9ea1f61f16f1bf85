import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, beforeEach } from 'vitest'
import { resetAppQueryClient } from '@/lib/query-client'
import { HOME_MODULES } from '@/app/home-modules'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { showHomeCards } from '../utils/home-cards'
import { renderPageAlone } from '../utils/render-app'

// The home page's own tests: every card shows, as for a new user.
beforeEach(showHomeCards)

const TITLES = HOME_MODULES.map((m) => m.title)

/** The titles of the home cards, in the order they show. */
const shownTitles = () =>
  Array.from(document.querySelectorAll('.home-grid > section')).map((s) =>
    s.getAttribute('aria-label'),
  )

/** A module's card on the home page (the sidebar has a 常用菜单 region of its own). */
const moduleRegion = (title: string) =>
  screen
    .getAllByRole('region', { name: title })
    .find((el) => el.closest('.home-grid')) as HTMLElement

/** The dialog, found by its text: a role query over the whole portal is slow in jsdom. */
const settingsDialog = async () =>
  (await screen.findByText(/勾选要在首页显示的模块/, {}, { timeout: 15_000 })).closest(
    '[role="dialog"]',
  ) as HTMLElement

/** The first render of the whole portal in jsdom is slow. */
const settingsButton = () => screen.findByRole('button', { name: /模块设置/ }, { timeout: 20_000 })

const openHome = async (userName: 'manager' | 'admin' | 'operator' = 'manager') => {
  loginAs(userName)
  const app = renderPageAlone('/home-page')
  await settingsButton()
  await waitFor(() => expect(shownTitles()).toEqual(expect.arrayContaining(TITLES)))
  return app
}

describe('home page', { timeout: 90_000 }, () => {
  test('shows every default module, in the default order, each with its title', async () => {
    await openHome()
    expect(shownTitles()).toEqual(TITLES)
    for (const title of TITLES) {
      const region = moduleRegion(title)
      await within(region).findByText(title)
    }
  })

  test('settings: hide one and move another up; saved for this user, back after a reload', async () => {
    const app = await openHome()
    await app.user.click(screen.getByRole('button', { name: /模块设置/ }))
    const dialog = await settingsDialog()
    await app.user.click(within(dialog).getByRole('checkbox', { name: /产品概览/ }))
    await app.user.click(within(dialog).getByRole('button', { name: '上移常用菜单' }))
    // The keyboard stays on the row that moved.
    expect(within(dialog).getByRole('button', { name: '上移常用菜单' })).toHaveFocus()
    await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    const rearranged = ['通知公告', '待办事项', '消息', '需求建议', '产品日历', '常用菜单']
    await waitFor(() => expect(shownTitles()).toEqual(rearranged))
    expect(db.state.homeModuleSettings.U1001).toEqual([
      { key: 'notices', visible: true },
      { key: 'todo', visible: true },
      { key: 'messages', visible: true },
      { key: 'demands', visible: true },
      { key: 'calendar', visible: true },
      { key: 'shortcuts', visible: true },
      { key: 'overview', visible: false },
    ])

    // A fresh start (new cache) reads the saved layout back.
    app.unmount()
    resetAppQueryClient()
    renderPageAlone('/home-page')
    await settingsButton()
    await waitFor(() => expect(shownTitles()).toEqual(rearranged))
  })

  test('恢复默认 and 取 消 in the settings dialog', async () => {
    db.state.homeModuleSettings.U1001 = [
      { key: 'shortcuts', visible: true },
      { key: 'calendar', visible: false },
      { key: 'gone-module', visible: true },
    ]
    // Unknown keys are dropped; modules the saved list lacks follow, shown, in default order.
    const saved = ['常用菜单', '通知公告', '待办事项', '消息', '需求建议', '产品概览']
    const app = await openHomeWith(saved)
    await app.user.click(screen.getByRole('button', { name: /模块设置/ }))
    let dialog = await settingsDialog()
    await app.user.click(within(dialog).getByRole('button', { name: /恢复默认/ }))
    await app.user.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
    await waitFor(() => expect(shownTitles()).toEqual(saved))

    await app.user.click(screen.getByRole('button', { name: /模块设置/ }))
    dialog = await settingsDialog()
    expect(within(dialog).getByRole('checkbox', { name: /产品日历/ })).not.toBeChecked()
    await app.user.click(within(dialog).getByRole('button', { name: /恢复默认/ }))
    await app.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() => expect(shownTitles()).toEqual(TITLES))
  })

  test('when the settings cannot be read, the default layout shows with a quiet warning', async () => {
    server.use(
      http.post(api('/homepage/queryUserHomepageModuleSettings'), () =>
        HttpResponse.json({ msg: 'boom' }, { status: 500 }),
      ),
    )
    loginAs('manager')
    renderPageAlone('/home-page')
    await screen.findByText(/未能读取您的首页模块设置/)
    await waitFor(() => expect(shownTitles()).toEqual(TITLES))
  })

  test('a card whose call fails offers 重新加载 and recovers; the others carry on', async () => {
    server.use(
      http.post(api('/rest/fund/countFund'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    const app = await openHome()
    const overview = moduleRegion('产品概览')
    await within(overview).findByText('产品概览加载失败')
    const shortcuts = moduleRegion('常用菜单')
    await within(shortcuts).findByRole('link', { name: /产品查询/ })
    await app.user.click(within(overview).getByRole('button', { name: /重新加载/ }))
    await within(overview).findByText('产品总数')
  })
})

async function openHomeWith(titles: string[]) {
  loginAs('manager')
  const app = renderPageAlone('/home-page')
  await settingsButton()
  await waitFor(() => expect(shownTitles()).toEqual(titles))
  return app
}
