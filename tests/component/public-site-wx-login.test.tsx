import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { server } from '@demo-server/node'
import { WX_POLL_MS } from '@/features/auth/hooks/use-wx-qr'
import { useSessionStore, sessionUser } from '@/stores/session-store'
import { renderApp } from '../utils/render-app'

/** The code on screen, and the phone's part: scanning it and confirming in WeChat. */
const shownCode = () => Object.keys(db.state.wxQrCodes).at(-1)!
const scanWithPhone = (userId = 'U1001') => {
  db.state.wxQrCodes[shownCode()]!.scannedBy = userId
}

async function openQrTab() {
  const app = renderApp('/login')
  await app.user.click(await screen.findByRole('tab', { name: '微信扫码' }))
  await screen.findByRole('img', { name: '微信登录二维码' })
  return app
}

/** Counts the status polls from now on. */
function countPolls() {
  const seen = { polls: 0 }
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/wxQrCode/status')) seen.polls += 1
  })
  return seen
}

/*
 * The polls come every 2 s of the page's clock. Tests that wait for one, or check that none
 * comes, run that clock themselves: it still runs in real time (the page works as it would), and
 * `pass` moves it on at once, so no test sits out the 2 s (they were 17 s of this file's 22).
 */
const runTheClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  })
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
/** Longer than a poll's interval: a poll still scheduled has come. */
const A_POLL_LATER = WX_POLL_MS + 500

describe('微信扫码 on the login page', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('the tab shows a QR code to scan; the demo-only 模拟扫码 is absent from a real build', async () => {
    await openQrTab()
    expect(screen.getByRole('tab', { name: '微信扫码' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '账号登录' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel', { name: '微信扫码' })).toHaveTextContent(
      '请使用微信扫一扫，并在手机上确认登录',
    )
    expect(screen.queryByRole('button', { name: '模拟扫码' })).not.toBeInTheDocument()
    // The password form stays mounted (what was typed survives), hidden.
    expect(screen.getByLabelText('用户名')).not.toBeVisible()
  })

  test('a confirmed scan logs in like a password: the manager chooses an organisation', async () => {
    let loginQuery = ''
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/login/wxQrCodeLogin')) loginQuery = new URL(request.url).search
    })
    runTheClock()
    const app = await openQrTab()
    const code = shownCode()
    scanWithPhone()
    await pass(WX_POLL_MS)
    const dialog = await screen.findByRole('dialog', { name: '请选择登录的管理人机构' })
    expect(loginQuery).toBe(`?code=${code}`)
    await app.user.click(within(dialog).getByLabelText('齐鲁资产管理有限公司'))
    await app.user.click(within(dialog).getByRole('button', { name: /进\s*入/ }))
    await screen.findByRole('menu', { name: '导航菜单' }, { timeout: 15_000 })
    expect(app.location()).toBe('/home-page')
    expect(sessionUser()?.orgId).toBe('ORG002')
    // One login per code.
    expect(db.state.wxQrCodes[code]).toBeUndefined()
    server.events.removeAllListeners()
  })

  test('an expired code shows 二维码已失效, stops polling, and 刷新 brings a new one', async () => {
    server.use(
      http.get(
        '*/ceres/api/isNotLogin/wxQrCode',
        () =>
          HttpResponse.json({
            status: 'success',
            data: { code: 'wx-short', qrUrl: 'https://example.com/wx-short', expiresIn: 1 },
          }),
        { once: true },
      ),
    )
    runTheClock()
    const app = renderApp('/login')
    await app.user.click(await screen.findByRole('tab', { name: '微信扫码' }))
    await pass(1000)
    await screen.findByText('二维码已失效')
    const seen = countPolls()
    await pass(A_POLL_LATER)
    expect(seen.polls).toBe(0)
    await app.user.click(screen.getByRole('button', { name: '刷新' }))
    await screen.findByText('请使用微信扫一扫，并在手机上确认登录')
    expect(screen.queryByText('二维码已失效')).not.toBeInTheDocument()
    expect(shownCode()).toMatch(/^wx/)
    server.events.removeAllListeners()
  })

  test('a code the server has expired is shown as expired at the next poll', async () => {
    runTheClock()
    await openQrTab()
    db.state.wxQrCodes[shownCode()]!.expiresAt = Date.now() - 1
    await pass(WX_POLL_MS)
    await screen.findByText('二维码已失效')
  })

  test('closing the tab stops the polling', async () => {
    runTheClock()
    const app = await openQrTab()
    const seen = countPolls()
    await pass(WX_POLL_MS)
    await waitFor(() => expect(seen.polls).toBeGreaterThan(0))
    await app.user.click(screen.getByRole('tab', { name: '账号登录' }))
    const polls = seen.polls
    await pass(A_POLL_LATER)
    expect(seen.polls).toBe(polls)
    server.events.removeAllListeners()
  })

  test('a login refused after the scan says why and offers 刷新', async () => {
    server.use(
      http.post('*/ceres/api/login/wxQrCodeLogin', () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '该微信未绑定管理人服务平台账号' }),
      ),
    )
    runTheClock()
    const app = await openQrTab()
    scanWithPhone()
    await pass(WX_POLL_MS)
    expect(await screen.findByRole('alert')).toHaveTextContent('该微信未绑定管理人服务平台账号')
    expect(useSessionStore.getState().token).toBeUndefined()
    await app.user.click(screen.getByRole('button', { name: '刷新' }))
    await screen.findByText('请使用微信扫一扫，并在手机上确认登录')
  })

  test('a confirmed code is polled no more', async () => {
    server.use(
      http.post('*/ceres/api/login/wxQrCodeLogin', () =>
        HttpResponse.json({ status: 'fail', data: null, msg: '该微信未绑定管理人服务平台账号' }),
      ),
    )
    runTheClock()
    await openQrTab()
    scanWithPhone()
    await pass(WX_POLL_MS)
    await screen.findByRole('alert')
    const seen = countPolls()
    await pass(A_POLL_LATER)
    expect(seen.polls).toBe(0)
    server.events.removeAllListeners()
  })

  test('the arrow keys move between the two tabs', async () => {
    const app = renderApp('/login')
    const password = await screen.findByRole('tab', { name: '账号登录' })
    password.focus()
    await app.user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '微信扫码' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: '微信扫码' })).toHaveAttribute('aria-selected', 'true')
    await app.user.keyboard('{ArrowLeft}')
    expect(password).toHaveFocus()
    expect(await screen.findByLabelText('用户名')).toBeVisible()
  })
})
