/* global window, PopStateEvent -- in page.evaluate */
// Steps in the logged-in shell of the mock build, shared by the sessions of a run.
import { armReady } from '../lib/in-page.mjs'

const READY_TIMEOUT_MS = 30_000

/**
 * Times `act` (which clicks or types) from its event to `ready` painted, in the page's clock.
 * `start` is the DOM event that starts the clock.
 */
export async function timeTo(page, ready, act, start = 'click') {
  await page.evaluate(armReady, { start, ...ready, timeoutMs: READY_TIMEOUT_MS })
  await act()
  const { startAt, readyAt } = await page.evaluate(() => window.__benchPending)
  return readyAt - startAt
}

/** Waits (untimed) until `ready` holds. */
export const waitReady = (page, ready) => timeTo(page, ready, async () => undefined, null)

export const settle = (page, ms = 500) => page.waitForTimeout(ms)

/** The login form filled in with the demo-only codes. */
export async function fillLogin(page, userName = 'manager', password = 'Manager123') {
  await page.getByLabel('用户名').fill(userName)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
}

export const loginButton = (page) => page.getByRole('button', { name: /登\s*录/ })
export const orgPicker = (page) => page.getByRole('dialog', { name: '请选择登录的管理人机构' })

/** Shows the menu entry that opens `route` and returns it, ready to click. */
export async function revealMenuEntry(page, route) {
  if (route.open.userMenu) {
    await page.getByRole('button', { name: '用户菜单' }).click()
    const item = page.getByRole('menuitem', { name: route.open.userMenu })
    await item.waitFor()
    return item
  }
  const group = page
    .locator('.header-nav [data-nav-item]:not([aria-hidden="true"]) button')
    .filter({ hasText: route.open.header })
  const opener = (await group.count()) > 0 ? group.first() : page.locator('[data-nav-more] button')
  await opener.click()
  const item = page.locator(`.nav-panel a[href="/public${route.path}"]`)
  await item.waitFor()
  return item
}

/**
 * Moves the pointer off the menus and waits for their panels to go: a panel under a still
 * pointer can open again by hover once the page has changed under it.
 */
export async function leaveMenus(page) {
  await page.mouse.move(4, 4)
  await page.locator('.nav-panel').waitFor({ state: 'detached', timeout: 15_000 })
  await settle(page)
}

/** Closes the page's tab and waits until its DOM is gone. */
export async function closeTab(page, route) {
  await page
    .getByRole('tab', { name: route.tab, exact: true })
    .getByLabel(`关闭 ${route.tab}`)
    .click()
  await page.locator(`.kept-page[data-view="${route.path}"]`).waitFor({ state: 'detached' })
}

/** Opens a page as a tab the way a link does (a router navigation, no reload). */
export async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, `/public${path}`)
}
