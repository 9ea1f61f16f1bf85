import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, signIn } from './browser'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const cardTitles = (page: Page) =>
  page.locator('.home-grid > section').evaluateAll((els) => els.map((e) => e.ariaLabel))

/** The month grid of 产品日历 (a table named for its month). */
const month = (page: Page) => page.getByRole('table', { name: /产品日历$/ })

/**
 * The cards have their data: 产品日历 its trading days (a day can be chosen) and its events (a
 * day names its 项, or the month says it has none), 产品概览 its stages; the bars have grown.
 */
async function homeReady(page: Page) {
  await page.waitForURL(`${BASE}/home-page`)
  await month(page).getByRole('button', { disabled: false }).first().waitFor()
  await month(page)
    .getByRole('button', { name: /\d+项/ })
    .first()
    .or(page.getByText('本月没有产品事件'))
    .waitFor()
  await page.getByRole('list', { name: '各阶段产品数' }).waitFor()
  await motionSettled(page)
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /模块设置/ }).click()
  const dialog = page.getByRole('dialog', { name: '模块设置' })
  await dialog.waitFor()
  return dialog
}

test('manager hides 产品概览; it stays hidden after a reload; 恢复默认 brings it back', async () => {
  const page = await newPage(browser)
  await signIn(page)
  await homeReady(page)
  const all = await cardTitles(page)
  expect(all).toEqual(expect.arrayContaining(['产品日历', '产品概览', '常用菜单']))
  await shot(page, 'home-light')

  let dialog = await openSettings(page)
  await motionSettled(page)
  await shot(page, 'home-settings')
  await dialog.getByRole('checkbox', { name: /产品概览/ }).uncheck()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await expect(cardTitles(page)).resolves.not.toContain('产品概览')

  await page.reload()
  await month(page).waitFor()
  await page.getByRole('button', { name: /模块设置/ }).waitFor()
  await expect(cardTitles(page)).resolves.toEqual(all.filter((t) => t !== '产品概览'))

  dialog = await openSettings(page)
  await dialog.getByRole('button', { name: /恢复默认/ }).click()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('list', { name: '各阶段产品数' }).waitFor()
  await expect(cardTitles(page)).resolves.toEqual(all)
  await page.context().close()
})

lookTest('home: dark, then 900', 'the home page in the dark skin and at 900 px', async () => {
  const page = await newPage(browser)
  await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page, 'admin', 'Admin1234')
  await homeReady(page)
  // A day with events, chosen: its list shows beside the month.
  await month(page)
    .getByRole('button', { name: /净值披露日/ })
    .first()
    .click()
  await page.getByRole('list', { name: '当天事件列表' }).waitFor()
  await motionSettled(page)
  await shot(page, 'home-dark')

  await page.setViewportSize({ width: 900, height: 900 })
  // One column (the grid's media query, below 1024 px): the cards come to share a left edge.
  const leftEdges = () =>
    page
      .locator('.home-grid > section')
      .evaluateAll(
        (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size,
      )
  await expect.poll(leftEdges).toBe(1)
  await motionSettled(page)
  await shot(page, 'home-900')
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).resolves.toBe(true)
  await page.context().close()
})
