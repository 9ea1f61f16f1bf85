import type { Browser, Page } from 'playwright-core'
import { BASE } from './browser'

/* The security journeys' tools (tests/e2e/security-*.e2e.ts). */

export async function newContext(browser: Browser, options: { bypassCSP?: boolean } = {}) {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    bypassCSP: options.bypassCSP ?? false,
  })
}

export function failOnPageError(page: Page) {
  page.on('pageerror', (error) => {
    throw error
  })
}

/** Two frames drawn: what a change just started (a route, a click) has been rendered. */
export const framesDrawn = (page: Page) =>
  page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  )

/**
 * Opens an in-app path the way a link does (no reload): the router follows popstate. Right
 * after a login the app may still be on its own way to the home page and take the address
 * back: push again if so, each time once the router has rendered (two frames).
 */
export async function goInApp(page: Page, path: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', `/public${to}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await framesDrawn(page)
    const at = new URL(page.url())
    if (`${at.pathname}${at.search}` === `/public${path}`) return
  }
  throw new Error(`could not open ${path}: at ${page.url()}`)
}

/** Shows the search box (an icon below 1960 px) and searches for the keyword. */
export async function search(page: Page, keyword: string) {
  const button = page.getByRole('button', { name: '搜索', exact: true })
  if (await button.isVisible()) await button.click()
  const box = page.getByLabel('全局搜索')
  await box.fill(keyword)
  await page.getByRole('listbox', { name: '功能菜单' }).getByRole('option').first().waitFor()
}

/**
 * Closes every notification card (pushed notices), which would cover the header's buttons.
 * Stacked cards hide their close buttons, so they are pressed from script.
 */
export async function closeNotices(page: Page) {
  for (let round = 0; round < 20; round += 1) {
    // Every card is an alert with a 关闭 button (antd's zh_CN name for it), hidden ones too.
    const pressed = await page.evaluateHandle(() => {
      const buttons = Array.from(
        document.querySelectorAll('[role="alert"] button[aria-label="关闭"]'),
      )
      buttons.forEach((button) => (button as HTMLElement).click())
      return buttons
    })
    if ((await pressed.evaluate((buttons) => buttons.length)) === 0) return
    // The cards pressed are gone (the ones stacked under them may show their buttons now).
    await page.waitForFunction((buttons) => buttons.every((b) => !b.isConnected), pressed)
    await pressed.dispose()
  }
}

/**
 * Logs in as the manager (choosing the first organisation) and waits until the shell shows,
 * off the login page: the login page has a tab list of its own, so that alone proves nothing.
 */
export async function signIn(page: Page) {
  await page.getByLabel('用户名').fill('manager')
  await page.getByLabel('密码', { exact: true }).fill('Manager123')
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.waitFor()
  await picker.getByRole('button', { name: /进\s*入/ }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/public/login'))
  await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
}

/** signIn, then wait until the app has settled on its home page. */
export async function logInAtHome(page: Page) {
  await signIn(page)
  await page.waitForURL(`${BASE}/home-page`)
  await page.getByRole('tab', { name: '首页', selected: true }).waitFor()
}

/** The visible text shows markup as text: payload text reached the page, escaped. */
export const ESCAPED = /<(script|img|svg|a|iframe|div|details|body)\b[^>]*>|onerror=|javascript:/i
/** Any tag shown as text (what a tab shows of it too: its title is cut short after 14 characters). */
export const ESCAPED_START = /<\/?[a-z]/i

export interface Place {
  name: string
  /** Gets there and shows the server text; asserts that payload text (or remains) arrived. */
  visit: (page: Page) => Promise<void>
  timeout?: number
}

export const text = (page: Page, selector: string) => page.locator(selector).first().innerText()
