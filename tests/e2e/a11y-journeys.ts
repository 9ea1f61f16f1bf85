import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { a11yPage, expectAccessible, loggedIn, submitLogIn, type Skin } from './a11y-kit'
import { PAGES, PANELS } from './a11y-targets'
import { BASE, launch } from './browser'
import { todaysShare, WEEK } from './rotation'

/**
 * Each run sweeps a seventh of the pages and panels, a different seventh each day (rotation.ts),
 * the dark skin a day ahead of the light: every page and panel in both skins every week.
 */
const sweptToday = <T extends { name: string }>(targets: T[], skin: Skin) =>
  todaysShare(`a11y (${skin})`, targets, (t) => t.name, {
    shares: WEEK,
    dayOffset: skin === 'dark' ? 1 : 0,
  })

/**
 * axe over the day's pages and panels in one skin (a file per skin, so the two run side by side).
 * One log-in serves the skin's pages and panels: each starts from a fresh load of its address,
 * so nothing one leaves open is seen by the next.
 */
export function a11yJourneys(skin: Skin) {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await launch()
    page = await loggedIn(browser, skin)
  })

  afterAll(async () => {
    await browser?.close()
  })

  test(`the login page (${skin} skin)`, async () => {
    const fresh = await a11yPage(browser, skin)
    // The picture held back at first: axe sees its 加载中… state (a busy runner showed it to axe
    // by chance once, failing on its contrast and name), then the loaded picture.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await fresh.route('**/ceres/api/isNotLogin/getVerifyCode*', async (route) => {
      await held
      await route.continue()
    })
    await fresh.goto(`${BASE}/login`)
    await fresh.getByRole('button', { name: '图形验证码 加载中…' }).waitFor()
    await expectAccessible(fresh, `login-loading-${skin}`)
    release()
    await fresh.getByRole('img', { name: '图形验证码' }).waitFor()
    await expectAccessible(fresh, `login-${skin}`)
    // Submitted empty: every field shows its error.
    await fresh.getByRole('button', { name: /登\s*录/ }).click()
    await fresh.getByText('请输入用户名').waitFor()
    await expectAccessible(fresh, `login-errors-${skin}`)
    if (skin === 'light') {
      await submitLogIn(fresh)
      await expectAccessible(fresh, 'org-picker')
    }
    await fresh.context().close()
  })

  const pages = sweptToday(PAGES, skin)
  const panels = sweptToday(PANELS, skin)

  describe('pages', () => {
    test.each(pages)(`the $name page (${skin} skin)`, async ({ name, path, ready }) => {
      await page.goto(`${BASE}/${path}`)
      await ready(page)
      await expectAccessible(page, `${name}-${skin}`)
    })
  })

  describe('panels', () => {
    test.each(panels)(`the $name (${skin} skin)`, async ({ name, open }) => {
      await page.goto(`${BASE}/home-page`)
      await page.getByRole('button', { name: /用户菜单$/ }).waitFor()
      await open(page)
      await expectAccessible(page, `${name}-${skin}`)
    })
  })
}
