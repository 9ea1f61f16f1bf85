/* global window, PopStateEvent -- in page.evaluate */
// Steps in the logged-in shell of the mock build, shared by the sessions of a run.
import { pageReady, SWITCHES } from '../config.mjs'
import { armListChange, armReady } from '../lib/in-page.mjs'

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

/** The two kept pages of the tab-switch figure: ours and the reference shell's alike. */
export const SWITCH_PAGES = [
  { path: '/product-manage/fund-query', tab: '产品查询' },
  { path: '/valuation-check/valuation-table', tab: '估值表' },
]
const tableReady = (path) => pageReady(path, { selector: '.ant-table-row' })

/** Opens both pages as tabs (a router navigation each), then times `count` clicks between them. */
export async function timeTabSwitches(page, count = SWITCHES) {
  for (const { path } of SWITCH_PAGES) {
    await navigateInApp(page, path)
    await waitReady(page, tableReady(path))
  }
  await settle(page, 1000)
  const times = []
  for (let i = 0; i < count; i++) {
    const { path, tab } = SWITCH_PAGES[i % 2]
    const click = () => page.getByRole('tab', { name: tab, exact: true }).click()
    times.push(await timeTo(page, tableReady(path), click))
    await settle(page, 300)
  }
  return times
}

const PANEL_READY = { all: [{ selector: '.all-menu__groups .all-menu-item' }] }

/** 全景菜单 opened `count` times (closed with Esc in between); it is left open. */
export async function timePanelOpens(page, count = 3) {
  const times = []
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      await page.keyboard.press('Escape')
      await page.locator('.all-menu').waitFor({ state: 'detached' })
      await settle(page, 300)
    }
    const click = () => page.getByRole('button', { name: '全景菜单' }).click()
    times.push(await timeTo(page, PANEL_READY, click))
    await settle(page, 300)
  }
  return times
}

/** One key into the open 全景菜单's filter: from its keydown until the list has changed. */
export async function timeKey(page, key) {
  await page.evaluate(armListChange, {
    root: '.all-menu',
    ignore: '.all-menu__toolbar',
    timeoutMs: 30_000,
  })
  await page.keyboard.press(key)
  const { startAt, readyAt } = await page.evaluate(() => window.__benchPending)
  await settle(page, 300)
  return readyAt - startAt
}

/** Types `keys` one by one into the open panel's filter, each timed as timeKey. */
export async function timeTyping(page, keys) {
  await page.getByPlaceholder('搜索菜单').focus()
  await settle(page)
  const times = []
  for (const key of keys) times.push(await timeKey(page, key))
  return times
}
