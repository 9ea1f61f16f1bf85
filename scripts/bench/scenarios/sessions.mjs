/* global window -- in page.evaluate */
// The logged-in figures, from cold loads of the mock build (its service worker is the backend).
import {
  FILTER_KEYS,
  HOME_READY,
  TYPED_KEYS,
  MANY_MENUS,
  pageReady,
  ROUTE_PAGES,
  TAB_PATHS,
  WARM_OPENS,
} from '../config.mjs'
import { heapAfterGc, withFreshBrowser } from '../lib/browser.mjs'
import { installPasswordProbe, loadedResources } from '../lib/in-page.mjs'
import {
  closeTab,
  fillLogin,
  leaveMenus,
  loginButton,
  navigateInApp,
  orgPicker,
  revealMenuEntry,
  settle,
  timePanelOpens,
  timeKey,
  timeTabSwitches,
  timeTo,
  timeTyping,
  waitReady,
} from './shell.mjs'

// Generous: on a busy 2-core machine one session with 3,000 menus can take two minutes.
const SESSION_TIMEOUT_MS = 300_000
const PICKER_READY = { all: [{ selector: '[role="dialog"]', text: '请选择登录的管理人机构' }] }

/**
 * A cold load of /login (reseeded, with a demo scenario or without), then the manager's login:
 * 登录 → the organisation picker, 进入 → home usable. Returns the timings and the JS URLs
 * loaded at the login form and at home.
 */
async function logIn(page, baseUrl, scenario) {
  const query = scenario ? `demo-scenario=${scenario}` : 'demo-reset'
  await page.addInitScript(installPasswordProbe)
  await page.goto(`${baseUrl}/login?${query}`, { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.__bench.passwordShown)
  await settle(page)
  const atLogin = await page.evaluate(loadedResources)
  await fillLogin(page)
  const toPicker = await timeTo(page, PICKER_READY, () => loginButton(page).click())
  const enter = orgPicker(page).getByRole('button', { name: /进\s*入/ })
  const toHome = await timeTo(page, HOME_READY, () => enter.click())
  const atHome = await page.evaluate(loadedResources)
  return { toPicker, toHome, atLogin, atHome }
}

/** Opens the route from its menu entry: once cold, then WARM_OPENS times after closing its tab. */
async function switchTo(page, route) {
  const ready = pageReady(route.path, route.ready)
  const open = async () => {
    const entry = await revealMenuEntry(page, route)
    const ms = await timeTo(page, ready, () => entry.click())
    await leaveMenus(page)
    await closeTab(page, route)
    await settle(page)
    return ms
  }
  const cold = await open()
  const warm = []
  for (let i = 0; i < WARM_OPENS; i++) warm.push(await open())
  return { cold, warm }
}

async function routeSwitches(page, scenario) {
  const results = {}
  for (const route of ROUTE_PAGES.filter((r) => r.scenario === scenario)) {
    results[route.name] = await switchTo(page, route)
  }
  return results
}

/** Every page of TAB_PATHS opened as a tab, then the heap after GC. */
async function openTabs(page, cdp) {
  for (const path of TAB_PATHS) {
    await navigateInApp(page, path)
    await waitReady(page, pageReady(path))
  }
  await settle(page, 2000)
  const shellTabs = page
    .getByRole('tablist')
    .filter({ has: page.getByRole('tab', { name: '首页' }) })
  const tabs = await shellTabs.getByRole('tab').count()
  return { tabs, heap: await heapAfterGc(cdp) }
}

/** The seed menus: login, route switches, home heap, then 20 tabs. */
export function seedSession(baseUrl, what) {
  const session = async ({ page, cdp }) => {
    const login = await logIn(page, baseUrl)
    await settle(page, 2000)
    const homeHeap = await heapAfterGc(cdp)
    const routes = await routeSwitches(page, undefined)
    const switches = await timeTabSwitches(page)
    const opens = await timePanelOpens(page)
    const keys = await timeTyping(page, TYPED_KEYS)
    await page.keyboard.press('Escape')
    const tabs = await openTabs(page, cdp)
    return { login, homeHeap, routes, switches, opens, keys, tabs }
  }
  return withFreshBrowser(what, session, { timeoutMs: SESSION_TIMEOUT_MS })
}

/** 3,000 extra menus: login, the scenario's route switches, the 全景菜单 and its filter. */
export function manyMenusSession(baseUrl, what) {
  const session = async ({ page }) => {
    const login = await logIn(page, baseUrl, MANY_MENUS)
    await settle(page, 2000)
    const routes = await routeSwitches(page, MANY_MENUS)
    const switches = await timeTabSwitches(page)
    const opens = await timePanelOpens(page)
    await page.getByPlaceholder('搜索菜单').focus()
    await settle(page)
    const typed = []
    const cleared = []
    for (const key of FILTER_KEYS) {
      typed.push(await timeKey(page, key))
      cleared.push(await timeKey(page, 'Backspace'))
    }
    const keys = await timeTyping(page, TYPED_KEYS)
    return {
      login,
      routes,
      switches,
      opens,
      keys,
      firstKey: typed[0],
      laterKeys: typed.slice(1),
      cleared,
    }
  }
  return withFreshBrowser(what, session, { timeoutMs: SESSION_TIMEOUT_MS })
}
