import { screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { HOTLINE } from '@contract/limits'
import { server } from '@demo-server/node'
import { renderApp } from '../utils/render-app'

const siteNav = () => screen.findByRole('navigation', { name: '网站导航' })

describe('the login frame’s navigation', { timeout: 30_000 }, () => {
  test('every page of the public site is a link, the login page marked current', async () => {
    renderApp('/login')
    const nav = await siteNav()
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['登录', '/login'],
      ['关于我们', '/introduce'],
      ['资质', '/qualification'],
      ['托管服务', '/trusteeship'],
      ['外包服务', '/outsourcing'],
      ['新闻动态', '/news'],
      ['募集账户查询', '/account-query'],
      ['信息披露', '/info-disclosure'],
      ['公募基金', '/public-funds'],
      ['银行理财', '/bank-financing'],
      ['公告发布', '/notice-release'],
      ['联系我们', '/contact-us'],
    ])
    expect(within(nav).getByRole('link', { name: '登录' })).toHaveAttribute('aria-current', 'page')
  })

  test('a group’s page is current and its group is marked as holding it', async () => {
    renderApp('/trusteeship')
    const nav = await siteNav()
    expect(within(nav).getByRole('link', { name: '托管服务' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: '关于我们' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(within(nav).getByRole('link', { name: '登录' })).not.toHaveAttribute('aria-current')
  })

  test('the menu button (phone width) opens the navigation and a link closes it', async () => {
    const app = renderApp('/news')
    await siteNav()
    const button = await screen.findByRole('button', { name: '导航' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', 'frame-nav')
    await app.user.click(button)
    expect(await screen.findByRole('button', { name: '收起' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await app.user.keyboard('{Escape}')
    await app.user.click(await screen.findByRole('button', { name: '导航' }))
    await app.user.click(within(await siteNav()).getByRole('link', { name: '联系我们' }))
    await waitFor(() => expect(app.location()).toBe('/contact-us'))
    expect(await screen.findByRole('button', { name: '导航' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test.each([
    ['/introduce', '公司简介'],
    ['/qualification', '业务资质'],
    ['/trusteeship', '托管服务'],
    ['/outsourcing', '外包服务'],
  ])('%s shows its content under 关于我们 without login', async (path, heading) => {
    const app = renderApp(path)
    await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 15_000 })
    expect(screen.getByRole('heading', { level: 1, name: '关于我们' })).toBeInTheDocument()
    expect(app.location()).toBe(path)
  })

  test('资质 lists the licences with their numbers, marked as examples', async () => {
    renderApp('/qualification')
    const licence = await screen.findByRole('heading', { name: '证券投资基金托管业务资格' })
    expect(licence.closest('li')).toHaveTextContent('证监许可〔2014〕1086号（示例）')
  })

  test('联系我们 gives the hotline with its keys, the addresses and the teams', async () => {
    renderApp('/contact-us')
    const hotline = await screen.findByRole('link', { name: HOTLINE }, { timeout: 15_000 })
    expect(hotline).toHaveAttribute('href', 'tel:053168889518')
    const keys = screen.getByRole('list', { name: '咨询类型' })
    expect(within(keys).getAllByRole('listitem')).toHaveLength(9)
    expect(keys).toHaveTextContent('首次合作洽谈')
    expect(screen.getByText('公司总部')).toBeInTheDocument()
    for (const team of ['托管业务部', '基金服务部', '运营清算部', '市场合作部'])
      expect(screen.getByRole('heading', { level: 3, name: team })).toBeInTheDocument()
  })
})

describe('/authorize', { timeout: 30_000 }, () => {
  test('a valid ucCode logs in and goes to the home page', async () => {
    const app = renderApp('/authorize?ucCode=DEMO-SSO-ADMIN')
    await screen.findByRole('menu', { name: '导航菜单' }, { timeout: 15_000 })
    expect(app.location()).toBe('/home-page')
    expect(Cookies.get('ceres_token')).toMatch(/^demo\.U1002\./)
  })

  test('while the code is checked it says so', async () => {
    server.use(
      http.post('*/ceres/api/istService/isNotLogin/checkIstCode', async () => {
        await delay(400)
        return HttpResponse.json({ status: 'success', data: { status: '0' } })
      }),
    )
    renderApp('/authorize?ucCode=SLOW')
    await screen.findByText('正在进行授权登录…', undefined, { timeout: 15_000 })
    await screen.findByText('授权登录未成功')
  })

  test('a refused ucCode says why and offers the password login', async () => {
    const app = renderApp('/authorize?ucCode=WRONG')
    await screen.findByText(
      '授权码无效或已过期，请从授权系统重新进入，或使用账号密码登录。',
      undefined,
      { timeout: 15_000 },
    )
    await app.user.click(screen.getByRole('link', { name: '使用账号密码登录' }))
    await waitFor(() => expect(app.location()).toBe('/login'))
    expect(Cookies.get('ceres_token')).toBeUndefined()
  })

  test('without a ucCode it asks the server nothing and says the link is incomplete', async () => {
    renderApp('/authorize')
    await screen.findByText(
      '授权链接缺少授权码，请从授权系统重新进入，或使用账号密码登录。',
      undefined,
      { timeout: 15_000 },
    )
    expect(screen.getByText('授权登录未成功')).toBeInTheDocument()
  })
})
