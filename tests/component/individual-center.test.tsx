import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { pageReload } from '@/features/account/page-reload'
import { beijingToday } from '@contract/beijing-time'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { recordLogin } from '@demo-server/handlers/login-records'
import { server } from '@demo-server/node'
import { useSessionStore, sessionUser } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { fillLogin, loginButton } from '../utils/login-form'
import { renderApp } from '../utils/render-app'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A section of the page, by its card title. */
const section = async (title: string) =>
  (
    await screen.findByText(title, { selector: '.ant-card-head-title' }, { timeout: 15_000 })
  ).closest('.ant-card') as HTMLElement

/** 最近登录's data rows, as their cells' text. */
async function loginRows() {
  const table = await within(await section('最近登录')).findByRole('table')
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
}

const shownCode = async () =>
  (await within(await section('客服识别码')).findByLabelText('客服识别码')).textContent

const failOnce = (path: string) =>
  server.use(http.post(api(path), () => HttpResponse.json({}, { status: 500 }), { once: true }))

describe('个人中心', { timeout: 60_000 }, () => {
  test('/individual shows the user’s details at /individual-center', async () => {
    loginAs('manager')
    const app = renderApp('/individual')
    const page = await section('基本信息')
    expect(app.location()).toBe('/individual-center')
    const value = (label: string) =>
      within(page).getByText(label).closest('.ant-descriptions-item')?.textContent
    await within(page).findByRole('heading', { name: '王经理' })
    expect(value('用户名')).toBe('用户名manager')
    expect(value('所属机构')).toBe('所属机构泉城私募基金管理有限公司')
    expect(value('角色')).toBe('角色业务经办')
    expect(value('手机号码')).toBe('手机号码138****0001')
    expect(value('本次登录时间')).toMatch(/^本次登录时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(screen.getByRole('tab', { name: '个人中心' })).toBeInTheDocument()
  })

  test('the user menu’s 个人中心 goes there', async () => {
    loginAs('admin')
    const app = renderApp('/home-page')
    await app.user.click(await screen.findByRole('button', { name: /用户菜单$/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: /个人中心/ }))
    const page = await section('基本信息')
    await within(page).findByText('泰山投资管理有限公司')
    expect(app.location()).toBe('/individual-center')
  })

  test('the user menu’s 退出登录 logs out to /login', async () => {
    loginAs('admin')
    const app = renderApp('/home-page')
    await app.user.click(await screen.findByRole('button', { name: /用户菜单$/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: /退出登录/ }))
    await waitFor(() => expect(app.location()).toBe('/login'))
    expect(useSessionStore.getState().token).toBeUndefined()
    expect(localStorage.getItem('menus')).toBeNull()
  })

  test('修改密码 opens the 密码修改 dialog', async () => {
    loginAs('operator')
    const app = renderApp('/individual-center')
    await app.user.click(
      await within(await section('基本信息')).findByRole('button', { name: /修改密码/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: '密码修改' })
    expect(within(dialog).getByLabelText('原密码')).toBeInTheDocument()
  })

  test('所属机构: both organisations, the current one 当前, 切换 to the other after a confirmation', async () => {
    const reload = vi.spyOn(pageReload, 'at').mockImplementation(() => undefined)
    loginAs('manager')
    const app = renderApp('/individual-center')
    const orgs = within(await section('所属机构'))
    const current = (await orgs.findByText('泉城私募基金管理有限公司')).closest('li') as HTMLElement
    expect(within(current).getByText('当前')).toBeInTheDocument()
    expect(within(current).queryByRole('button', { name: /切换/ })).toBeNull()
    await app.user.click(orgs.getByRole('button', { name: '切换到齐鲁资产管理有限公司' }))
    await app.user.click(await screen.findByRole('button', { name: '切 换' }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/public/'))
    expect(sessionUser()?.orgId).toBe('ORG002')
  })

  test('最近登录: newest first with method, address and result; pages of ten', async () => {
    loginAs('manager')
    for (let n = 0; n < 5; n += 1) recordLogin('U1001', 'ORG001', 'password')
    recordLogin('U1001', 'ORG002', 'wechat')
    const app = renderApp('/individual-center')
    const rows = await loginRows()
    expect(rows).toHaveLength(10)
    expect(rows[0]?.slice(1)).toEqual([
      '微信扫码',
      '齐鲁资产管理有限公司',
      '10.16.8.21',
      '山东省济南市',
      '成功',
    ])
    expect(rows[0]?.[0]).toMatch(new RegExp(`^${beijingToday()} \\d{2}:\\d{2}:\\d{2}$`))
    const records = within(await section('最近登录'))
    expect(records.getByText('共 14 条')).toBeInTheDocument()
    await app.user.click(records.getByTitle('2'))
    await waitFor(async () => expect(await loginRows()).toHaveLength(4))
    const page2 = await loginRows()
    expect(page2.map((r) => r[5])).toContain('失败（密码错误）')
    expect(page2.map((r) => r[1])).toEqual(['账号密码', '微信扫码', '账号密码', '账号密码'])
  })

  test('a login just made is at the top of 最近登录', async () => {
    const app = renderApp('/login')
    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await waitFor(() => expect(app.location()).toBe('/home-page'))
    await app.router.navigate('/individual-center')
    const [top] = await loginRows()
    expect(top?.[0]?.slice(0, 10)).toBe(beijingToday())
    expect(top?.slice(1, 3)).toEqual(['账号密码', '泰山投资管理有限公司'])
    expect(top?.[5]).toBe('成功')
  })

  test('客服识别码: shown with its use and expiry; 刷新识别码 shows a new one at once', async () => {
    loginAs('operator')
    const app = renderApp('/individual-center')
    const card = within(await section('客服识别码'))
    const first = await shownCode()
    expect(first).toMatch(/^[2-9A-HJ-NP-Z]{6}$/)
    expect(card.getByText(/请报出此识别码/)).toBeInTheDocument()
    expect(card.getByText(/^有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeInTheDocument()
    await app.user.click(card.getByRole('button', { name: /刷新识别码/ }))
    await app.user.click(await screen.findByRole('button', { name: '刷 新' }))
    await waitFor(async () => expect(await shownCode()).not.toBe(first))
    expect(await shownCode()).toBe(db.state.serviceCodes.U1003?.code)
    await screen.findByText('识别码已刷新，原识别码已失效')
  })

  test('a failing section shows 重新加载 and recovers; the others still show', async () => {
    loginAs('manager')
    const app = renderApp('/home-page')
    await screen.findByRole('button', { name: /用户菜单$/ }, { timeout: 15_000 })
    failOnce('/user/queryLoginRecords')
    failOnce('/user/getUserInfo/')
    await app.router.navigate('/individual-center')
    const records = within(await section('最近登录'))
    await records.findByText('最近登录加载失败')
    await screen.findByText('暂时无法获取您的个人信息，请稍后重试。')
    expect(await shownCode()).toMatch(/^[2-9A-HJ-NP-Z]{6}$/)
    expect(within(await section('所属机构')).getByText('齐鲁资产管理有限公司')).toBeInTheDocument()
    await app.user.click(records.getByRole('button', { name: /重新加载/ }))
    expect(await loginRows()).toHaveLength(8)
    const profile = within(await section('基本信息'))
    await app.user.click(profile.getByRole('button', { name: /重新加载/ }))
    await profile.findByRole('heading', { name: '王经理' })
  })

  test('客服识别码 failing alone offers 重新加载', async () => {
    loginAs('admin')
    failOnce('/user/getCustomerServiceCode')
    const app = renderApp('/individual-center')
    const card = within(await section('客服识别码'))
    await app.user.click(await card.findByRole('button', { name: /重新加载/ }))
    expect(await shownCode()).toMatch(/^[2-9A-HJ-NP-Z]{6}$/)
  })
})
