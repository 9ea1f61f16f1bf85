import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BASE, launch, logIn, shellTabs, shot } from './browser'
import { failOnPageError, newContext } from './security-kit'

/*
 * Issue 18: a session ends in every tab of the browser at once, and on the server. Two tabs of
 * one browser (one context) are logged in; a logout in one sends the other to the login page
 * with the reason within moments; after reloads and a third tab there are three login pages,
 * and the old token gets 401. A new login in one tab is followed by the other, never mixed.
 */

const ELSEWHERE = '您已在其他窗口退出登录，请重新登录'
/** Calls of the login page itself, before any session. */
const PUBLIC_CALL = /\/ceres\/api\/(isNotLogin|login)\//

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function tab(context: BrowserContext, path: string) {
  const page = await context.newPage()
  failOnPageError(page)
  await page.goto(`${BASE}${path}`)
  return page
}

const loginPage = (page: Page) => page.getByLabel('用户名')
const tokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'ceres_token')?.value

/** The status the demo backend of this page answers a call with the given token. */
const statusWith = (page: Page, token: string) =>
  page.evaluate(async (jwt) => {
    const response = await fetch('/ceres/api/user/getUserInfo/', {
      method: 'POST',
      headers: { Authorization: jwt },
    })
    return response.status
  }, token)

/** The data calls the page sends once `since()` turns true, with how each was answered. */
function dataCallsAfter(page: Page, since: () => boolean) {
  const sent: Request[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (since() && url.includes('/ceres/api/') && !PUBLIC_CALL.test(url)) sent.push(request)
  })
  return async () =>
    Promise.all(
      sent.map(async (request) => {
        const response = await request.response().catch(() => null)
        return `${response?.status() ?? 'none'} ${new URL(request.url()).pathname}`
      }),
    )
}

describe('a session ends in every tab', () => {
  test('log out in A, act in B: B shows the login page with the reason; three login pages after; the old token gets 401', async () => {
    const context = await newContext(browser)
    const a = await tab(context, '/login?demo-reset')
    await logIn(a)
    const b = await tab(context, '/home-page')
    await shellTabs(b).waitFor()
    await b.getByRole('button', { name: '全景菜单' }).waitFor()
    await b.waitForLoadState('networkidle')
    const token = (await tokenOf(context)) as string
    expect(token).toMatch(/^demo\.U1001\./)
    expect(await statusWith(b, token)).toBe(200)

    // A sends its logout call once the browser has logged out (cookie gone, tabs told).
    let loggedOut = false
    a.on('request', (request) => {
      if (request.url().endsWith('/ceres/api/user/logout')) loggedOut = true
    })
    const bCalls = dataCallsAfter(b, () => loggedOut)
    await a.getByRole('button', { name: /用户菜单/ }).click()
    await a.getByRole('menuitem', { name: /退出登录/ }).click()
    await loginPage(a).waitFor()
    expect(loggedOut).toBe(true)
    const started = Date.now()
    // B follows at once: what it shows now is the login page, with why.
    await b.getByText(ELSEWHERE).waitFor({ timeout: 5000 })
    await loginPage(b).waitFor({ timeout: 5000 })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(new URL(b.url()).pathname).toBe('/public/login')
    await shot(b, 'session-tabs-b-followed')
    // B acts: its menu is gone; a page it opens the way a link does leads to the login page.
    await expect(b.getByRole('button', { name: '全景菜单' }).count()).resolves.toBe(0)
    await b.evaluate(() => {
      window.history.pushState(null, '', '/public/individual-center')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await b.waitForURL((url) => url.pathname === '/public/login')
    await loginPage(b).waitFor()
    expect((await bCalls()).filter((call) => call.startsWith('200'))).toEqual([])
    await expect(b.locator('.kept-page').count()).resolves.toBe(0)

    // Nothing of manager's trail is left for the next person at this browser.
    const trail = await a.evaluate(() => ({
      views: localStorage.getItem('visited-views'),
      recent: localStorage.getItem('recent-menu') ?? '',
    }))
    expect(trail.views).toBeNull()
    expect(trail.recent).not.toContain('U1001')

    await a.reload()
    await b.reload()
    const c = await tab(context, '/home-page')
    for (const page of [a, b, c]) {
      await loginPage(page).waitFor()
      expect(new URL(page.url()).pathname).toBe('/public/login')
    }
    expect(await tokenOf(context)).toBeUndefined()
    // Each tab's demo backend refuses the old token, the one loaded after the logout too.
    for (const page of [a, b, c]) expect(await statusWith(page, token)).toBe(401)
    await context.close()
  })

  test('a login as another user in tab A: tab B, open as manager, follows as that user', async () => {
    const context = await newContext(browser)
    const a = await tab(context, '/login?demo-reset')
    await logIn(a)
    const b = await tab(context, '/home-page')
    await shellTabs(b).waitFor()
    await b.getByRole('button', { name: /王经理 用户菜单/ }).waitFor()

    // The cookie goes without a word to B (it expired, or was cleared), and A logs in anew.
    await context.clearCookies({ name: 'ceres_token' })
    await a.reload()
    await logIn(a, 'operator', 'Operator123')
    await a.getByRole('button', { name: /李运营 用户菜单/ }).waitFor()

    // B starts again as the operator: nothing of the manager's session is kept or mixed in.
    // B loads the portal anew to do so: the usual limit for a page load, not a shorter one (a
    // 15 s one ran out once under a loaded run, the first try of stop 28's full run).
    await b.getByRole('button', { name: /李运营 用户菜单/ }).waitFor()
    await shellTabs(b).waitFor()
    expect(await b.locator('body').innerText()).not.toContain('王经理')
    expect(await tokenOf(context)).toMatch(/^demo\.U1003\./)
    await context.close()
  })
})
