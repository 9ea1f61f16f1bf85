import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { server } from '@demo-server/node'
import { sessionUser } from '@/stores/session-store'
import { loginAs } from '../utils/login-as'
import { renderApp } from '../utils/render-app'

const header = () => screen.findByRole('menu', { name: '导航菜单' })

/** The logged-in shell around the page: header navigation, sidebar and tabs bar. */
async function expectInsideShell() {
  expect(await header()).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /收起侧边栏|展开侧边栏/ })).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument()
}

describe('login guard', () => {
  test('a logged-out visit to a protected page goes to /login, keeping where it was going', async () => {
    const app = renderApp('/product-manage/fund-query?fundCode=F001')
    await screen.findByRole('button', { name: /登\s*录/ })
    expect(app.location()).toBe(
      `/login?redirect=${encodeURIComponent('/product-manage/fund-query?fundCode=F001')}`,
    )
  })

  test('/ while logged out goes to /login without a redirect', async () => {
    const app = renderApp('/')
    await screen.findByRole('button', { name: /登\s*录/ })
    expect(app.location()).toBe('/login')
  })

  test('a logged-in user at /login goes to /home-page', async () => {
    loginAs('admin')
    const app = renderApp('/login')
    await header()
    expect(app.location()).toBe('/home-page')
  })

  test('/ and /index go to /home-page', async () => {
    loginAs('admin')
    const app = renderApp('/index')
    await header()
    expect(app.location()).toBe('/home-page')
  })

  test('a reload keeps the session: the user is restored from the token', async () => {
    loginAs('manager')
    renderApp('/home-page')
    await screen.findByText('王经理')
    expect(screen.getByText('泉城私募基金管理有限公司')).toBeInTheDocument()
    expect(sessionUser()?.userId).toBe('U1001')
  })

  test('public paths and every /40x path render without login', async () => {
    renderApp('/404')
    await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
    screen.getByText('404')
  })

  test('/401 renders without login', async () => {
    renderApp('/401')
    await screen.findByText(/您无权访问该页面/)
  })

  test('/403 (any /40 path) is public too', async () => {
    const app = renderApp('/403')
    await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
    expect(app.location()).toBe('/403')
  })

  test('a public page shows inside the login frame, without login', async () => {
    const app = renderApp('/news')
    await screen.findByRole('heading', { level: 1, name: '新闻动态' })
    expect(screen.getByRole('navigation', { name: '网站导航' })).toBeInTheDocument()
    expect(app.location()).toBe('/news')
  })
})

describe('menu routes', () => {
  test('the user menus become routes and the header shows the groups', async () => {
    loginAs('manager')
    renderApp('/custodian/bank-statement')
    const nav = await header()
    for (const group of ['首页', '产品管理', '托管查询', '综合管理'])
      expect(nav).toHaveTextContent(group)
    await screen.findByText('银行流水', { selector: '.query-table__title' })
  })

  test('an unknown path goes to /404 once the menus have loaded', async () => {
    loginAs('manager')
    const app = renderApp('/no-such-page')
    await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
    expect(app.location()).toBe('/404')
  })

  test('a menu without permission is refused with its chain', async () => {
    loginAs('manager')
    renderApp('/product-manage/fund-liquidation')
    await screen.findByText('暂无 “产品管理/产品运营/产品清算” 菜单访问权限')
  })

  test('a menu the user does not have at all is not a route', async () => {
    loginAs('operator')
    const app = renderApp('/general-manage/user-manage')
    await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
    expect(app.location()).toBe('/404')
  })

  test('a page the role hides shows the 404 page inside the shell, not a bare page', async () => {
    loginAs('operator')
    const app = renderApp('/general-manage/user-manage')
    await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
    await expectInsideShell()
    expect(app.location()).toBe('/404')
    // 返回首页 leads back into the portal.
    await app.user.click(screen.getByRole('button', { name: /返回首页/ }))
    await waitFor(() => expect(app.location()).toBe('/home-page'))
  })

  test('an unknown path, logged in, lands on /404 inside the shell', async () => {
    loginAs('manager')
    const app = renderApp('/no-such-page')
    await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
    await expectInsideShell()
    expect(app.location()).toBe('/404')
  })

  test('a locked page shows the no-permission message inside the shell', async () => {
    loginAs('manager')
    const app = renderApp('/product-manage/fund-liquidation')
    await screen.findByText('暂无 “产品管理/产品运营/产品清算” 菜单访问权限')
    await expectInsideShell()
    expect(app.location()).toBe('/product-manage/fund-liquidation')
  })

  test('a 403 answer goes to /401, shown inside the shell for a logged-in user', async () => {
    loginAs('manager')
    server.use(
      http.post('*/ceres/api/rest/custodian/queryStatement', () =>
        HttpResponse.json({ msg: '无权访问' }, { status: 403 }),
      ),
    )
    const app = renderApp('/custodian/bank-statement')
    await screen.findByText(/您无权访问该页面/)
    await expectInsideShell()
    expect(app.location()).toBe('/401')
  })

  test('an external menu is embedded; without PAGE_ID it logs 缺少 PAGE_ID 参数', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    loginAs('admin')
    renderApp('/performance-analysis/market-news-external')
    const frame = await screen.findByTitle('市场资讯')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(
      /^http:\/\/localhost(:\d+)?\/public\/external\/demo-report\.html$/,
    )
    expect(warn).toHaveBeenCalledWith('缺少 PAGE_ID 参数')
    warn.mockRestore()
  })

  test('an external menu with a non-http(s) address is refused', async () => {
    loginAs('admin')
    const menus = [
      {
        menuId: 1,
        parMenuId: 0,
        menuName: '外部',
        menuUrl: '',
        menuSrc: '1',
        menuLevel: 1,
        ifAuth: 1,
        newFlag: '0',
      },
      {
        menuId: 2,
        parMenuId: 1,
        menuName: '危险页面',
        menuUrl: 'evil-page',
        menuSrc: '2',
        externalUrl: 'javascript:alert(1)',
        menuLevel: 1,
        ifAuth: 1,
        newFlag: '0',
      },
    ]
    server.use(
      http.get('*/ceres/api/menu/all', () => HttpResponse.json({ status: 'success', data: menus })),
    )
    renderApp('/evil-page')
    await screen.findByText(/仅支持 http 或 https 地址/)
    expect(screen.queryByTitle('危险页面')).not.toBeInTheDocument()
  })

  test('a failed menu load logs "query menu error" and continues with an empty menu', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    loginAs('admin')
    server.use(
      http.get('*/ceres/api/menu/all', () => HttpResponse.json({ msg: 'boom' }, { status: 500 })),
    )
    const app = renderApp('/home-page')
    await screen.findByRole('button', { name: /模块设置/ }, { timeout: 15_000 })
    expect(error).toHaveBeenCalledWith('query menu error', expect.anything())
    expect(app.location()).toBe('/home-page')
    error.mockRestore()
  })

  test('an expired token sends the user to /login and back after', async () => {
    const session = loginAs('manager')
    session.expiresAt = Date.now() - 1
    const app = renderApp('/custodian/bank-statement')
    await screen.findByRole('button', { name: /登\s*录/ })
    expect(app.location()).toBe(
      `/login?redirect=${encodeURIComponent('/custodian/bank-statement')}`,
    )
    await screen.findByText('登录状态已过期，请重新登录')
  })

  test('/redirect/<path> reopens that path', async () => {
    loginAs('admin')
    const app = renderApp('/redirect/custodian/bank-statement?x=1')
    await screen.findByText('银行流水', { selector: '.query-table__title' })
    expect(app.location()).toBe('/custodian/bank-statement?x=1')
  })

  // Issue 18: the route decodes its path, so an encoded // or \\ became an external target
  // and React Router's throw replaced the whole shell with 页面出现错误.
  test.each([['/redirect/%2F%2Fevil.example'], ['/redirect/%5Cevil.example']])(
    '%s shows the 404 page inside the shell',
    async (path) => {
      loginAs('admin')
      const app = renderApp(path)
      await screen.findByText('抱歉，您访问的页面不存在或已被移除。')
      await expectInsideShell()
      expect(app.location()).toBe('/404')
      expect(screen.queryByText('页面出现错误')).not.toBeInTheDocument()
    },
  )

  test('after login, a redirect through /redirect/ with an encoded // goes home', async () => {
    loginAs('admin')
    const app = renderApp(`/login?redirect=${encodeURIComponent('/redirect/%2F%2Fevil.example')}`)
    await header()
    await waitFor(() => expect(app.location()).toBe('/home-page'))
    expect(screen.queryByText('页面出现错误')).not.toBeInTheDocument()
  })

  test('a corrupted menus cache is discarded, never fatal', async () => {
    localStorage.setItem('menus', '{not json')
    loginAs('admin')
    renderApp('/home-page')
    await header()
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('menus') ?? '{}').userId).toBe('U1002'),
    )
  })
})
