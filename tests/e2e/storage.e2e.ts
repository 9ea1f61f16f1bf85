import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, logIn, ORIGIN, shot, bankStatement } from './browser'
import {
  COOKIE_KEYS,
  GARBAGE,
  LOCAL_KEYS,
  ME,
  OTHERS_MARK,
  SESSION_KEYS,
  type Garbage,
} from './storage-garbage'
import { todaysShare, WEEK } from './rotation'

/*
 * Every storage key of portal-spec §3 set to one kind of garbage at once (the keys are
 * independent): the app must boot, work (log in, open a page through the sidebar's 全景菜单,
 * the search history) and leave each key valid, or gone.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/** Puts the garbage in place before the app's first script runs, on the first load only. */
async function pageWithGarbage(garbage: Garbage, errors: string[]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addCookies(
    COOKIE_KEYS.map((name) => ({
      name,
      value: encodeURIComponent(garbage.cookie),
      url: ORIGIN,
    })),
  )
  const local = Object.fromEntries(LOCAL_KEYS.map((key) => [key, garbage.local(key)]))
  const session = Object.fromEntries(SESSION_KEYS.map((key) => [key, garbage.session]))
  await context.addInitScript(
    ({ local, session, huge }) => {
      if (window.top !== window || sessionStorage.getItem('garbage-set')) return
      sessionStorage.setItem('garbage-set', '1')
      const written: Record<string, number> = {}
      Object.assign(window, { garbageWritten: written })
      const put = (storage: Storage, key: string, value: string) => {
        try {
          storage.setItem(key, value)
          written[key] = value.length
          return true
        } catch {
          return false // over the quota
        }
      }
      for (const [key, value] of Object.entries(session)) put(sessionStorage, key, value)
      for (const [key, value] of Object.entries(local)) {
        if (!huge) put(localStorage, key, value)
        // As big as storage takes: the first key gets most of the quota, the rest what is left.
        else {
          for (let size = 4_000_000; size >= 1_000; size = Math.floor(size / 2)) {
            if (put(localStorage, key, `{"userId":"${'x'.repeat(size)}`)) break
          }
        }
      }
    },
    { local, session, huge: Boolean(garbage.huge) },
  )
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (/Unhandled|Uncaught/i.test(message.text())) errors.push(`console: ${message.text()}`)
  })
  return page
}

/** Everything the app keeps, as the browser holds it after the journey. */
const storedState = (page: Page) =>
  page.evaluate(
    ({ local, session }) => {
      const cookies = Object.fromEntries(
        document.cookie
          .split('; ')
          .filter(Boolean)
          .map((pair) => {
            const at = pair.indexOf('=')
            const value = pair.slice(at + 1)
            try {
              return [pair.slice(0, at), decodeURIComponent(value)]
            } catch {
              return [pair.slice(0, at), value]
            }
          }),
      )
      return {
        local: Object.fromEntries(local.map((key) => [key, localStorage.getItem(key)])),
        session: Object.fromEntries(session.map((key) => [key, sessionStorage.getItem(key)])),
        cookies: cookies as Record<string, string | undefined>,
        polluted: 'polluted' in Object.prototype || 'polluted' in {},
        written: (window as unknown as { garbageWritten: Record<string, number> }).garbageWritten,
        sizes: Object.fromEntries(local.map((key) => [key, localStorage.getItem(key)?.length])),
      }
    },
    { local: [...LOCAL_KEYS], session: [...SESSION_KEYS] },
  )

const parse = (raw: string | null): unknown => (raw === null ? null : JSON.parse(raw))
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** What each key may hold afterwards: nothing, or a valid value of its own user. */
function problemsIn(state: Awaited<ReturnType<typeof storedState>>): string[] {
  const problems: string[] = []
  const check = (what: string, ok: boolean) => ok || problems.push(what)
  const { local, session, cookies } = state
  let menus: unknown
  let todo: unknown
  let recent: unknown
  let history: unknown
  let views: unknown
  try {
    ;[menus, todo, recent, history, views] = LOCAL_KEYS.map((key) => parse(local[key] ?? null))
  } catch (error) {
    return [`a local key still holds text that is not JSON: ${String(error)}`]
  }
  check(
    'menus: this user’s tree',
    isRecord(menus) &&
      menus.userId === ME.userId &&
      Array.isArray(menus.tree) &&
      menus.tree.length > 0,
  )
  check(
    'todo-list: gone or this user’s counts',
    todo === null ||
      (isRecord(todo) &&
        todo.userId === ME.userId &&
        isRecord(todo.counts) &&
        Object.values(todo.counts).every((n) => Number.isInteger(n) && (n as number) >= 0)),
  )
  check(
    'recent-menu: a list of { userId, menus }, this user’s among them',
    Array.isArray(recent) &&
      recent.every((e) => isRecord(e) && typeof e.userId === 'string' && Array.isArray(e.menus)) &&
      recent.some((e) => isRecord(e) && e.userId === ME.userId),
  )
  check(
    'search-history-list: gone or a list of { userId, keywords }',
    history === null ||
      (Array.isArray(history) &&
        history.every(
          (e) =>
            isRecord(e) &&
            typeof e.userId === 'string' &&
            Array.isArray(e.keywords) &&
            e.keywords.every((k) => typeof k === 'string' && k.trim() !== '' && k.length <= 50),
        )),
  )
  check(
    'visited-views: this user’s tabs',
    isRecord(views) && views.userId === ME.userId && Array.isArray(views.views),
  )
  check('check-risk-tips-status: 1 after the login', session['check-risk-tips-status'] === '1')
  check(
    'websocketEstablishStatus: gone, true or false',
    [null, 'true', 'false'].includes(session.websocketEstablishStatus ?? null),
  )
  check(
    'ceres_token: the live session',
    /^demo\.U1002\.[\w]+\.[\w]+$/.test(cookies.ceres_token ?? '') &&
      !cookies.ceres_token?.includes('dead'),
  )
  check('orgName: this user’s organisation', cookies.orgName === ME.orgName)
  check('expired-message: gone', cookies['expired-message'] === undefined)
  check('skin: gone, light or dark', [undefined, 'light', 'dark'].includes(cookies.skin))
  check('sidebarStatus: gone, 0 or 1', [undefined, '0', '1'].includes(cookies.sidebarStatus))
  check('device: desktop', cookies.device === 'desktop')
  check('Object.prototype not polluted', !state.polluted)
  return problems
}

/** Boots over the garbage, logs in, opens 银行流水 from 全景菜单 and the search history. */
async function journey(page: Page) {
  await page.goto(`${BASE}/home-page`)
  const login = page.getByLabel('用户名')
  const shell = page.getByRole('tablist')
  await Promise.race([login.waitFor(), shell.waitFor()])
  expect(await page.evaluate(() => document.getElementById('root')?.innerText.trim())).toBeTruthy()
  if (await login.isVisible()) await logIn(page, 'admin', 'Admin1234')
  await page.getByRole('button', { name: '全景菜单' }).click()
  const panel = page.getByRole('dialog', { name: '全景菜单' })
  await panel.getByRole('button', { name: /^银行流水/ }).click()
  await bankStatement(page).waitFor()
  // The closing panel gives the focus back to its button, which would close the search box
  // opened before it: the search is opened once the focus is back.
  await panel.waitFor({ state: 'hidden' })
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('全景菜单')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await page.getByLabel('全局搜索').waitFor()
  await page.keyboard.press('Escape')
  expect(await page.locator('body').innerText()).not.toContain(OTHERS_MARK)
}

// A seventh of the kinds per run, a different seventh each day (rotation.ts): every kind every
// week.
const garbageToday = todaysShare('storage garbage', GARBAGE, (garbage) => garbage.name, {
  shares: WEEK,
})

test.each(garbageToday)(
  'every key holding $name: the app boots, works and replaces it',
  async (garbage) => {
    const errors: string[] = []
    const page = await pageWithGarbage(garbage, errors)
    try {
      await journey(page)
      // The to-do counts and the push channel write their keys a moment after the page shows:
      // wait until every key is valid or gone (up to the poll's limit); what is left is reported.
      let state = await storedState(page)
      await expect
        .poll(async () => problemsIn((state = await storedState(page))))
        .toEqual([])
        .catch(() => undefined)
      const problems = problemsIn(state)
      if (problems.length) await shot(page, `storage-${GARBAGE.indexOf(garbage)}`)
      expect(problems, `${garbage.name}; sizes ${JSON.stringify(state.sizes)}`).toEqual([])
      const written = LOCAL_KEYS.map((key) => state.written[key])
      expect(written.includes(undefined), 'every local key was set').toBe(false)
      // The huge kind really filled storage: megabytes, as much as Chromium takes.
      const total = written.reduce<number>((sum, size) => sum + (size ?? 0), 0)
      if (garbage.huge) {
        console.info('huge garbage written (characters):', state.written)
        expect(total).toBeGreaterThan(2_000_000)
      }
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  },
  45_000,
)
