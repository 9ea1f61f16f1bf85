import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BASE, launch, shot } from './browser'
import { failOnPageError, goInApp, logInAtHome, newContext, signIn } from './security-kit'

/* The security suite, part 3: the session cookie, logout and redirects after login. */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const SESSION_STORAGE_KEYS = [
  'saveDefaultCount',
  'websocketEstablishStatus',
  'check-risk-tips-status',
]

describe('session', () => {
  test('the token cookie is SameSite=Lax and in no storage; logout forgets the session and its pages', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    failOnPageError(page)
    await page.goto(`${BASE}/login?demo-reset`)
    await logInAtHome(page)
    await goInApp(page, '/individual-center')
    const own = page.locator('.kept-page:visible')
    await own.getByText('138****0001').waitFor()

    const cookies = await context.cookies()
    const token = cookies.find((c) => c.name === 'ceres_token')
    expect(token).toBeDefined()
    expect(token?.sameSite).toBe('Lax')
    expect(token?.secure).toBe(false) // served over http here; https gets Secure (unit test)
    // The demo backend keeps its own database (sessions too) under ceres-demo-*; a real
    // backend does not live in the browser.
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage)
          .filter((key) => !key.startsWith('ceres-demo-'))
          .map((key) => `${key}=${storage.getItem(key) ?? ''}`),
      ),
    )
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((entry) => entry.includes(token?.value as string))).toEqual([])

    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: /退出登录/ }).click()
    await page.waitForURL(`${BASE}/login`)
    await page.getByLabel('用户名').waitFor()

    const names = (await context.cookies()).map((c) => c.name)
    expect(names).not.toContain('ceres_token')
    expect(names).not.toContain('orgName')
    const left = await page.evaluate(
      (keys) => ({
        session: keys.filter((key) => sessionStorage.getItem(key) !== null),
        local: ['menus', 'todo-list'].filter((key) => localStorage.getItem(key) !== null),
      }),
      SESSION_STORAGE_KEYS,
    )
    expect(left).toEqual({ session: [], local: [] })
    // The kept-alive pages are gone with the logged-in area.
    await expect(page.locator('.kept-page').count()).resolves.toBe(0)

    // Back: the login page again, none of the previous page's data.
    await page.goBack()
    // The previous (logged-in) address is sent to the login page again.
    await page.waitForURL((url) => url.pathname === '/public/login')
    await page.getByLabel('用户名').waitFor()
    const html = await page.content()
    expect(html).not.toContain('138****0001')
    expect(html).not.toContain('王经理')
    await expect(page.locator('.kept-page').count()).resolves.toBe(0)
    await shot(page, 'security-back-after-logout')
    await context.close()
  })

  test('an after-login redirect never leaves the site', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    failOnPageError(page)
    const site = new URL(BASE).origin
    await page.goto(`${BASE}/login?demo-reset&redirect=${encodeURIComponent('//evil.example')}`)
    await signIn(page)
    expect(new URL(page.url()).origin).toBe(site)
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/public/..//evil.example',
      'javascript:alert(1)',
      'HTTPS://evil.example',
      '/\t/evil.example',
    ]) {
      // Logged in, /login sends on to the redirect at once.
      await page.goto(`${BASE}/login?redirect=${encodeURIComponent(hostile)}`, {
        waitUntil: 'domcontentloaded',
      })
      // Not the load event: a redirect at once can keep it from firing within the timeout.
      await page.waitForURL((url) => !url.pathname.startsWith('/public/login'), {
        waitUntil: 'commit',
      })
      expect(new URL(page.url()).origin, hostile).toBe(site)
      expect(new URL(page.url()).pathname, hostile).toMatch(/^\/public\//)
    }
    await page.goto(`${BASE}/redirect//evil.example`)
    await page.waitForURL((url) => !url.pathname.startsWith('/public/redirect'), {
      waitUntil: 'commit',
    })
    expect(new URL(page.url()).origin).toBe(site)
    // Issue 18: the route decodes its path; these replaced the shell with 页面出现错误.
    for (const path of ['/redirect/%2F%2Fevil.example', '/redirect/%5Cevil.example']) {
      await page.goto(`${BASE}${path}`)
      await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor()
      await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
      expect(new URL(page.url()).pathname, path).toBe('/public/404')
      expect(await page.getByText('页面出现错误').count(), path).toBe(0)
    }
    await page.goto(`${BASE}/login?redirect=${encodeURIComponent('/redirect/%2F%2Fevil.example')}`)
    await page.waitForURL(`${BASE}/home-page`)
    await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
    expect(await page.getByText('页面出现错误').count()).toBe(0)
    await context.close()
  })
})
