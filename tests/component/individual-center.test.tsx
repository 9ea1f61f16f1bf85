import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { api } from '@/mocks/handlers/http'
import { server } from '@/mocks/node'
import { useSessionStore } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

const card = async () =>
  (await screen.findByText('个人中心', { selector: '.ant-card-head-title' })).closest(
    '.ant-card',
  ) as HTMLElement

describe('个人中心', { timeout: 40_000 }, () => {
  test('/individual shows the user’s details at /individual-center', async () => {
    loginAs('manager')
    const app = renderApp('/individual')
    const page = await card()
    expect(app.location()).toBe('/individual-center')
    const value = (label: string) =>
      within(page).getByText(label).closest('.ant-descriptions-item')?.textContent
    expect(await within(page).findByRole('heading', { name: '王经理' })).toBeInTheDocument()
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
    expect(await within(await card()).findByText('泰山投资管理有限公司')).toBeInTheDocument()
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
    await app.user.click(await within(await card()).findByRole('button', { name: /修改密码/ }))
    const dialog = await screen.findByRole('dialog', { name: '密码修改' })
    expect(within(dialog).getByLabelText('原密码')).toBeInTheDocument()
  })

  test('a failed load offers a retry that works', async () => {
    loginAs('manager')
    const app = renderApp('/home-page')
    await screen.findByRole('button', { name: /用户菜单$/ })
    server.use(
      http.post(api('/user/getUserInfo/'), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    )
    await app.router.navigate('/individual-center')
    expect(await screen.findByText('暂时无法获取您的个人信息，请稍后重试。')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: /重新加载/ }))
    expect(await screen.findByRole('heading', { name: '王经理' })).toBeInTheDocument()
  })
})
