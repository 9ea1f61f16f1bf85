import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import { SPACE_COOKIE } from '../../demo-server/server/spaces'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const FULL_CHROMIUM = '/usr/bin/chromium'
/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else Debian's headless shell when installed
 * (the same Blink and V8 without the full browser's UI: the suite takes a quarter less CPU,
 * docs/testing.md), else the full Chromium.
 */
export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)
/** E2E_PORT lets two runs (say, two worktrees) serve side by side; 4174 by default. */
export const E2E_PORT = Number(process.env.E2E_PORT) || 4174
/**
 * E2E_SERVER runs the journeys against a server already running with the demo backend (say
 * `npm run dev`: http://127.0.0.1:5173); by default the suite serves dist itself on E2E_PORT.
 */
export const E2E_SERVER = process.env.E2E_SERVER?.replace(/\/+$/, '')
export const ORIGIN = E2E_SERVER ?? `http://127.0.0.1:${E2E_PORT}`
export const BASE = `${ORIGIN}/public`
/** The production build, served with the demo server; E2E_DIST picks another (a run beside another one). */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist'
/** The static demo (build:demo-static): its backend in the page, for the fault journeys. */
export const DEMO_STATIC_DIST = process.env.E2E_DEMO_STATIC_DIST ?? 'dist-demo-static'
const SHOTS = 'test-results/e2e'

/** Every browser this worker launched: a failed journey's pages are photographed from here. */
export const launchedBrowsers = new Set<Browser>()

let workerBrowser: Promise<Browser> | undefined

/**
 * The worker's Chromium, launched for its first file and kept for the next (the e2e config
 * runs a worker's files in one process: `isolate: false`). A file's `browser.close()` closes
 * the contexts it left open, not the browser: each journey still has contexts of its own.
 */
export async function launch(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined)
  if (running?.isConnected()) return running
  workerBrowser = start()
  return workerBrowser
}

async function start(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  // The portal turns antd's animations off for users who ask for less motion, and journeys
  // ask for it by default: on a loaded CI machine a click during a dialog's zoom-in was now
  // and then lost. The password-reset phone journeys ask for motion back, keeping it covered.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options })
    await enterSpace(context, `journey-${randomUUID()}`)
    return context
  }
  browser.close = async () => {
    await Promise.all(browser.contexts().map((context) => context.close()))
  }
  launchedBrowsers.add(browser)
  browser.on('disconnected', () => launchedBrowsers.delete(browser))
  return browser
}

/**
 * Each browser context has a demo of its own on the demo server (its data, sessions and
 * scenarios: demo-server/server/spaces.ts), so journeys running side by side never meet.
 */
async function enterSpace(context: BrowserContext, space: string) {
  await context.addCookies([{ name: SPACE_COOKIE, value: space, url: ORIGIN }])
}

/** Two browsers on one demo: `context` joins the demo of `other` (say, admin's and a manager's). */
export async function shareDemo(context: BrowserContext, other: BrowserContext) {
  const [space] = await other
    .cookies(ORIGIN)
    .then((all) => all.filter((c) => c.name === SPACE_COOKIE))
  if (!space) throw new Error('the other context has no demo space')
  await enterSpace(context, space.value)
}

/**
 * Starts the context's demo again from its seed with `scenario` (`?demo-scenario=`, answered by
 * the demo server with a redirect; docs/demo-backend.md), without a page load. Before `signIn`:
 * a restart ends the demo's sessions.
 */
export async function demoScenario(page: Page, scenario: string) {
  const answer = await page
    .context()
    .request.get(`${BASE}/login?demo-scenario=${encodeURIComponent(scenario)}`, { maxRedirects: 0 })
  if (answer.status() !== 302) throw new Error(`demo-scenario=${scenario}: ${answer.status()}`)
}

/** A fresh context per journey: its own cookies and its own demo. */
export async function newPage(browser: Browser, width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}

/**
 * Waits until no finite CSS animation or transition runs (antd's zoom, slide and fade; a
 * chart's draw-in is a canvas and has its own wait): what is read or photographed next is the
 * settled page, not a frame of the motion. Endless ones (spinners, the skeleton's shimmer) do
 * not count. Wait for the thing that moves first (the dialog, the drawer), then for this.
 */
export async function motionSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (motion) =>
          motion.playState !== 'running' || motion.effect?.getTiming().iterations === Infinity,
      ),
  )
}

export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage })
}

/**
 * The push channel is open (the client writes websocketEstablishStatus on the socket's open).
 * A notice published before that is only in the message list, never shown as a card: under
 * load the socket opened after a page had been up for seconds.
 */
export const pushChannelOpen = (page: Page) =>
  page.waitForFunction(() => sessionStorage.getItem('websocketEstablishStatus') === 'true')

/**
 * The shell's tags bar: there in every layout (the header groups are not, in mobile mode).
 * Not just any tab list: the login card has one too (账号登录 | 微信扫码).
 */
export const shellTabs = (page: Page) => page.locator('.tags-bar [role="tablist"]')

/** Fills the login form with the demo-only code 8888 and presses 登录. */
export async function submitLogin(page: Page, userName: string, password: string) {
  await page.getByLabel('用户名').waitFor()
  await page.getByLabel('用户名').fill(userName)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: /登\s*录/ }).click()
}

/** Logs in through the form with the demo-only code 8888, choosing the first organisation. */
export async function logIn(page: Page, userName = 'manager', password = 'Manager123') {
  await submitLogin(page, userName, password)
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  const shell = shellTabs(page)
  await Promise.race([picker.waitFor(), shell.waitFor()])
  if (await picker.isVisible()) await picker.getByRole('button', { name: /进\s*入/ }).click()
  await shell.waitFor()
}

interface Answer<T> {
  status: string
  msg: string
  jwt: string
  data: T
}
type LoginAnswer = Answer<{ userId: string; orgName: string }>

/**
 * Signs in through the API, as the login page would (the demo-only code 8888, the first
 * organisation), and opens `landing`: for journeys that are not about logging in, which skip
 * the login page and its form. Each journey's demo is its own, so each signs in once. Land on
 * the page the journey starts from: the home page and then another costs ~0.8 s more CPU.
 */
export async function signIn(
  page: Page,
  userName = 'manager',
  password = 'Manager123',
  landing = '/home-page',
) {
  const request = page.context().request
  const call = async <T>(path: string, token?: string) => {
    const response = await request.post(`${ORIGIN}/ceres/api${path}`, {
      headers: token ? { Authorization: token } : {},
    })
    const body = (await response.json()) as Answer<T>
    if (body.status !== 'success') throw new Error(`${path}: ${body.msg}`)
    return body
  }
  await call(`/login/sendRanCode/${userName}/8888`)
  const encoded = Buffer.from(password).toString('base64')
  let answer: LoginAnswer = await call(`/login/doLogin/${userName}/${encoded}/8888`)
  const orgs = await call<Array<{ ORG_ID: string }>>(
    `/user/getOrganizations/${answer.data.userId}`,
    answer.jwt,
  )
  const first = orgs.data[0]
  if (orgs.data.length > 1 && first) {
    answer = await call(`/login/loginChangeUser/${first.ORG_ID}/`, answer.jwt)
  }
  await page.context().addCookies([
    { name: 'ceres_token', value: answer.jwt, url: ORIGIN, sameSite: 'Lax' },
    { name: 'orgName', value: encodeURIComponent(answer.data.orgName), url: ORIGIN },
  ])
  await page.goto(`${BASE}${landing}`)
  await shellTabs(page).waitFor()
}

/** The 银行流水 page's list has loaded its title (a page kept alive in a hidden tab aside). */
export const bankStatement = (page: Page) =>
  page
    .locator('.query-table__title')
    .filter({ hasText: /^银行流水$/ })
    .first()

/**
 * A table's records: its rows of two cells or more. The header's row holds column headers, and
 * the 暂无数据 (or 加载失败) placeholder and an opened detail row hold one wide cell each.
 */
export const records = (scope: Page | Locator) =>
  scope.getByRole('row').filter({ has: pageOf(scope).getByRole('cell').nth(1) })

const pageOf = (scope: Page | Locator): Page => ('goto' in scope ? scope : scope.page())

/** Clicks an option of the open Select's list: by its whole text, or text matching a pattern. */
export async function pickOption(page: Page, text: string | RegExp) {
  const whole = typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text
  // By class: antd's shown options have no role; its role="option" copies are a 0-sized list.
  await page.locator('.ant-select-item-option').filter({ hasText: whole }).click()
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
