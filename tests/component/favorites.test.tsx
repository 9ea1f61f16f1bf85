import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

const favoriteList = () => screen.findByRole('list', { name: '常用菜单' })
const favoriteNames = async () =>
  within(await favoriteList())
    .getAllByRole('link')
    .map((link) => link.textContent)

async function openApp(path = '/home-page') {
  loginAs('manager')
  const app = renderApp(path)
  await favoriteList()
  return app
}

async function openSettings(app: Awaited<ReturnType<typeof openApp>>) {
  await app.user.click(screen.getByRole('button', { name: '设置常用菜单' }))
  return screen.findByRole('dialog', { name: '常用菜单设置' })
}

const checkbox = (dialog: HTMLElement, group: string, page: string) =>
  within(within(dialog).getByRole('group', { name: group })).getByRole('checkbox', { name: page })

describe('常用菜单', () => {
  test("the sidebar lists the manager's seeded favourites in saved order", async () => {
    await openApp()
    expect(await favoriteNames()).toEqual(['产品查询', '银行流水', '估值表'])
  })

  test('a user without favourites sees 暂无常用菜单', async () => {
    loginAs('operator')
    renderApp('/home-page')
    await screen.findByText('暂无常用菜单')
  })

  test('only favourites present and permitted in the tree are listed', async () => {
    db.state.favorites.U1001 = [110202, 999999, 120102] // 产品清算 is locked for manager
    await openApp()
    expect(await favoriteNames()).toEqual(['银行流水'])
  })

  test('clicking a favourite opens its page', async () => {
    const app = await openApp()
    await app.user.click(within(await favoriteList()).getByRole('link', { name: '银行流水' }))
    await waitFor(() => expect(app.location()).toBe('/custodian/bank-statement'))
  })

  test('the settings dialog lists authorised pages by group, with the saved ones checked', async () => {
    const app = await openApp()
    const dialog = await openSettings(app)
    const groups = within(dialog)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent)
    expect(groups).toEqual(expect.arrayContaining(['首页', '产品管理', '托管查询', '综合管理']))
    expect(checkbox(dialog, '产品管理', '产品查询')).toBeChecked()
    expect(checkbox(dialog, '托管查询', '银行流水')).toBeChecked()
    expect(checkbox(dialog, '托管查询', '托管户余额')).not.toBeChecked()
    expect(checkbox(dialog, '首页', '首页')).not.toBeChecked()
    // Locked pages (产品清算, 划款授权, 角色管理) and sections are not offered.
    for (const name of ['产品清算', '划款授权', '角色管理', '产品信息', '账户资金'])
      expect(within(dialog).queryByRole('checkbox', { name })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '确 定' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '取 消' })).toBeInTheDocument()
  })

  test('change + 确 定 saves: 操作成功, and the list follows', async () => {
    const app = await openApp()
    const dialog = await openSettings(app)
    await app.user.click(checkbox(dialog, '托管查询', '银行流水'))
    await app.user.click(checkbox(dialog, '托管查询', '托管户余额'))
    await app.user.click(within(dialog).getByRole('button', { name: '确 定' }))
    await screen.findByText('操作成功')
    await waitFor(async () =>
      expect(await favoriteNames()).toEqual(['产品查询', '估值表', '托管户余额']),
    )
    expect(db.state.favorites.U1001).toEqual([110101, 130101, 120101])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '常用菜单设置' })).not.toBeInTheDocument(),
    )
  })

  test('change + 取 消 drops the change: reopening shows the saved selection', async () => {
    const app = await openApp()
    let dialog = await openSettings(app)
    await app.user.click(checkbox(dialog, '产品管理', '产品查询'))
    await app.user.click(checkbox(dialog, '首页', '首页'))
    expect(checkbox(dialog, '产品管理', '产品查询')).not.toBeChecked()
    await app.user.click(within(dialog).getByRole('button', { name: '取 消' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '常用菜单设置' })).not.toBeInTheDocument(),
    )
    dialog = await openSettings(app)
    expect(checkbox(dialog, '产品管理', '产品查询')).toBeChecked()
    expect(checkbox(dialog, '首页', '首页')).not.toBeChecked()
    expect(db.state.favorites.U1001).toEqual([110101, 120102, 130101])
  })

  test("a failed save shows the server's msg and keeps the dialog open", async () => {
    server.use(
      http.post('*/ceres/api/menu/modifyUserFrequentlyUsedMenu', () =>
        HttpResponse.json({ status: 'fail', data: null, msg: 'X' }),
      ),
    )
    const app = await openApp()
    const dialog = await openSettings(app)
    await app.user.click(checkbox(dialog, '托管查询', '托管户余额'))
    await app.user.click(within(dialog).getByRole('button', { name: '确 定' }))
    await screen.findByText('X')
    expect(screen.getByRole('dialog', { name: '常用菜单设置' })).toBeInTheDocument()
    expect(checkbox(dialog, '托管查询', '托管户余额')).toBeChecked()
    expect(await favoriteNames()).toEqual(['产品查询', '银行流水', '估值表'])
  })
})
