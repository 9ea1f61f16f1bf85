import { screen, waitFor, within } from '@testing-library/react'
import Cookies from 'js-cookie'
import { http, HttpResponse } from 'msw'
import { describe, expect, test } from 'vitest'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { useSessionStore, sessionUser } from '@/stores/session-store'
import { holdAnswers } from '../utils/held-answer'
import { fillLogin, loginButton } from '../utils/login-form'
import { renderApp } from '../utils/render-app'
import { asDemoBuild } from '../utils/demo-build'

describe('login page', () => {
  test('an empty submit names every missing field', async () => {
    const { user } = renderApp('/login')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.click(loginButton())
    for (const text of ['请输入用户名', '请输入密码', '请输入图形验证码', '请输入短信验证码']) {
      await screen.findByText(text)
    }
  })

  test('the form leads to registration, administrator change and password reset', async () => {
    const app = renderApp('/login')
    const links = await screen.findByRole('navigation', { name: '其他服务' })
    const names = within(links)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['管理人注册', '管理员变更', '忘记密码？'])
    await app.user.click(within(links).getByRole('link', { name: '管理人注册' }))
    // The address changes once the router has the public site's lazy module.
    await waitFor(() => expect(app.location()).toBe('/reg'))
  })

  test('malformed codes get a clear message', async () => {
    const { user } = renderApp('/login')
    await fillLogin(user, { imageCode: 'AB', smsCode: '12x' })
    await user.click(loginButton())
    await screen.findByText('图形验证码为4位字符')
    await screen.findByText('短信验证码为4-6位数字')
  })

  test('a single-organisation user logs in and lands on /home-page', async () => {
    const app = renderApp('/login')
    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await screen.findByRole('menu', { name: '导航菜单' })
    expect(app.location()).toBe('/home-page')
    expect(Cookies.get('ceres_token')).toMatch(/^demo\.U1002\./)
    expect(sessionStorage.getItem('check-risk-tips-status')).toBe('1')
  })

  test('the password travels Base64-encoded in the doLogin path', async () => {
    let path = ''
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/login/doLogin/')) path = new URL(request.url).pathname
    })
    const app = renderApp('/login')
    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await screen.findByRole('menu', { name: '导航菜单' })
    expect(path).toBe(`/ceres/api/login/doLogin/admin/${btoa('Admin1234')}/8888`)
    server.events.removeAllListeners()
  })

  test('a user of several organisations chooses one', async () => {
    const app = renderApp('/login')
    await fillLogin(app.user)
    await app.user.click(loginButton())
    const dialog = await screen.findByRole('dialog', { name: '请选择登录的管理人机构' })
    await app.user.click(within(dialog).getByLabelText('齐鲁资产管理有限公司'))
    await app.user.click(within(dialog).getByRole('button', { name: /进\s*入/ }))
    await screen.findByText('齐鲁资产管理有限公司')
    expect(sessionUser()?.orgId).toBe('ORG002')
    expect(app.location()).toBe('/home-page')
  })

  test('a wrong password says so and keeps what was typed', async () => {
    const app = renderApp('/login')
    await fillLogin(app.user, { password: 'wrong-pass' })
    await app.user.click(loginButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误')
    expect(screen.getByLabelText('用户名')).toHaveValue('manager')
    expect(screen.getByLabelText('密码')).toHaveValue('wrong-pass')
    expect(screen.getByLabelText('短信验证码')).toHaveValue('8888')
    expect(app.location()).toBe('/login')
  })

  test('a network failure during login is reported and nothing typed is lost', async () => {
    server.use(http.post('*/ceres/api/login/doLogin/:a/:b/:c', () => HttpResponse.error()))
    const app = renderApp('/login')
    await fillLogin(app.user)
    await app.user.click(loginButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误，请联系网站管理员恢复')
    expect(screen.getByLabelText('用户名')).toHaveValue('manager')
  })

  test('after login a direct visit returns where it was going (internal paths only)', async () => {
    const app = renderApp('/custodian/bank-statement?from=mail')
    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await screen.findByText('银行流水', { selector: '.query-table__title' })
    expect(app.location()).toBe('/custodian/bank-statement?from=mail')
  })

  test('an absolute redirect is ignored: the user lands on /home-page', async () => {
    const app = renderApp(`/login?redirect=${encodeURIComponent('https://evil.example/phish')}`)
    await fillLogin(app.user, { userName: 'admin', password: 'Admin1234' })
    await app.user.click(loginButton())
    await screen.findByRole('menu', { name: '导航菜单' })
    expect(app.location()).toBe('/home-page')
  })
})

describe('codes', () => {
  test('获取验证码 needs the user name and image code first', async () => {
    const { user } = renderApp('/login')
    await screen.findByRole('img', { name: '图形验证码' })
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    await screen.findByText('请输入用户名')
    await screen.findByText('请输入图形验证码')
  })

  test('the real image code sends the SMS code, shown as a demo notice, then a 60 s countdown', async () => {
    asDemoBuild()
    const { user } = renderApp('/login')
    await screen.findByRole('img', { name: '图形验证码' })
    const [code] = Object.values(db.state.imageCodes)
    await fillLogin(user, { password: '', imageCode: code?.code ?? '', smsCode: '' })
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    const sms = db.state.smsCodes.manager?.code ?? ''
    await screen.findByText(new RegExp(`【演示环境】短信验证码：${sms}`))
    expect(screen.getByRole('button', { name: /60秒后重新获取/ })).toBeDisabled()
  })

  test('the demo code goes when the login completes: it never shows over the portal', async () => {
    asDemoBuild()
    const app = renderApp('/login')
    await screen.findByRole('img', { name: '图形验证码' })
    const [image] = Object.values(db.state.imageCodes)
    await fillLogin(app.user, {
      userName: 'admin',
      password: 'Admin1234',
      imageCode: image?.code ?? '',
      smsCode: '',
    })
    await app.user.click(screen.getByRole('button', { name: '获取验证码' }))
    const sms = db.state.smsCodes.admin?.code ?? ''
    await screen.findByText(new RegExp(`【演示环境】短信验证码：${sms}`))
    await app.user.clear(screen.getByLabelText('图形验证码'))
    await app.user.paste('8888')
    await app.user.click(screen.getByLabelText('短信验证码'))
    await app.user.paste(sms)
    await app.user.click(loginButton())
    await screen.findByRole('menu', { name: '导航菜单' })
    expect(screen.queryByText(/【演示环境】短信验证码/)).not.toBeInTheDocument()
  })

  test('a wrong image code is flagged on its field and a new picture is loaded', async () => {
    const { user } = renderApp('/login')
    const first = await screen.findByRole('img', { name: '图形验证码' })
    const firstSrc = first.getAttribute('src')
    await fillLogin(user, { password: '', imageCode: 'ZZZZ', smsCode: '' })
    await user.click(screen.getByRole('button', { name: '获取验证码' }))
    await screen.findByText('图形验证码错误或已过期，请重新输入')
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码' }).getAttribute('src')).not.toBe(
        firstSrc,
      ),
    )
    expect(screen.getByLabelText('用户名')).toHaveValue('manager')
  })

  test('clicking the picture loads a new image code', async () => {
    const { user } = renderApp('/login')
    await screen.findByRole('img', { name: '图形验证码' })
    const before = Object.keys(db.state.imageCodes).length
    await user.click(screen.getByRole('button', { name: '图形验证码，点击刷新' }))
    await waitFor(() => expect(Object.keys(db.state.imageCodes).length).toBe(before + 1))
  })

  test('the picture button names what it shows: 加载中… while loading, the picture after', async () => {
    const release = holdAnswers('get', '/isNotLogin/getVerifyCode')
    renderApp('/login')
    const loading = await screen.findByRole('button', { name: '图形验证码 加载中…' })
    // Its name holds the text it shows (WCAG 2.5.3: say what you see to a voice user).
    expect(loading).toHaveTextContent('加载中…')
    release()
    await screen.findByRole('img', { name: '图形验证码' })
    expect(screen.getByRole('button', { name: '图形验证码，点击刷新' })).toBeInTheDocument()
  })

  test('a wrong SMS code is refused', async () => {
    const app = renderApp('/login')
    await fillLogin(app.user, { smsCode: '123456' })
    await app.user.click(loginButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误或已过期')
  })
})

describe('single sign-on and expiry', () => {
  test('a valid ucCode logs in and goes to /home-page with the risk-tips flag set', async () => {
    const app = renderApp('/login?ucCode=DEMO-SSO-MANAGER')
    await screen.findByRole('menu', { name: '导航菜单' })
    expect(app.location()).toBe('/home-page')
    expect(sessionUser()?.userName).toBe('manager')
    expect(sessionStorage.getItem('check-risk-tips-status')).toBe('1')
  })

  test('a refused ucCode stays on the login form', async () => {
    const app = renderApp('/login?ucCode=NOPE')
    await screen.findByText('单点登录校验未通过，请使用账号密码登录')
    expect(loginButton()).toBeInTheDocument()
    expect(app.location()).toBe('/login')
  })

  test('a failing ucCode check (server error) also stays on the login form', async () => {
    server.use(
      http.post('*/ceres/api/istService/isNotLogin/checkIstCode', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    )
    renderApp('/login?ucCode=DEMO-SSO-MANAGER')
    await screen.findByRole('button', { name: /登\s*录/ })
    expect(useSessionStore.getState().token).toBeUndefined()
  })

  test('the expired-message cookie is shown once on the login page and removed', async () => {
    Cookies.set('expired-message', '1', { path: '/' })
    renderApp('/login')
    await screen.findByText('登录状态已过期，请重新登录')
    expect(Cookies.get('expired-message')).toBeUndefined()
    expect(screen.getAllByText('登录状态已过期，请重新登录')).toHaveLength(1)
  })
})
