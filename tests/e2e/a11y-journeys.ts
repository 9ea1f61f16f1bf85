import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, test } from 'vitest'
import { a11yPage, expectAccessible, loggedIn, submitLogIn, type Skin } from './a11y-kit'
import { PAGES, PANELS } from './a11y-targets'
import { BASE, launch } from './browser'

/**
 * axe over every page and panel in one skin (a file per skin, so the two run side by side).
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
    await fresh.goto(`${BASE}/login`)
    await fresh.getByLabel('用户名').waitFor()
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

  describe('pages', () => {
    test.each(PAGES)(`the $name page (${skin} skin)`, async ({ name, path, ready }) => {
      await page.goto(`${BASE}/${path}`)
      await ready(page)
      await expectAccessible(page, `${name}-${skin}`)
    })
  })

  describe('panels', () => {
    test.each(PANELS)(`the $name (${skin} skin)`, async ({ name, open }) => {
      await page.goto(`${BASE}/home-page`)
      await page.getByRole('button', { name: /用户菜单$/ }).waitFor()
      await open(page)
      await expectAccessible(page, `${name}-${skin}`)
    })
  })
}
