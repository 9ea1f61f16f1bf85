import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, shot, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const cardTitles = (page: Page) =>
  page.locator('.home-grid > section').evaluateAll((els) => els.map((e) => e.ariaLabel))

async function homeReady(page: Page) {
  await page.waitForURL(`${BASE}/home-page`)
  await page.locator('.fund-month').waitFor()
  await page.locator('.home-overview').waitFor()
  await page.waitForTimeout(300)
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
  await shot(page, 'home-settings')
  await dialog.getByRole('checkbox', { name: /产品概览/ }).uncheck()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await expect(cardTitles(page)).resolves.not.toContain('产品概览')

  await page.reload()
  await page.locator('.fund-month').waitFor()
  await page.getByRole('button', { name: /模块设置/ }).waitFor()
  await expect(cardTitles(page)).resolves.toEqual(all.filter((t) => t !== '产品概览'))

  dialog = await openSettings(page)
  await dialog.getByRole('button', { name: /恢复默认/ }).click()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator('.home-overview').waitFor()
  await expect(cardTitles(page)).resolves.toEqual(all)
  await page.context().close()
})

test('the home page in the dark skin and at 900 px', async () => {
  const page = await newPage(browser)
  await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page, 'admin', 'Admin1234')
  await homeReady(page)
  // A day with events, chosen: its list shows beside the month.
  await page.locator('.fund-month button', { hasText: '净值披露日' }).first().click()
  await page.locator('.fund-day__list').waitFor()
  await shot(page, 'home-dark')

  await page.setViewportSize({ width: 900, height: 900 })
  await page.waitForTimeout(500)
  await shot(page, 'home-900')
  // One column: the cards share a left edge.
  const lefts = await page
    .locator('.home-grid > section')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)))
  expect(new Set(lefts).size).toBe(1)
  await page.context().close()
})
