import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(width = 1440, height = 900) {
  const page = await newPage(browser, width, height)
  // A script in an FAQ answer that ran would open an alert: fail the journey if one does.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
  })
  await signIn(page, 'admin', 'Admin1234')
  return page
}

/** Shows the box (an icon below 1960 px) and searches; resolves once the menu hits are in. */
async function search(page: Page, keyword: string) {
  const button = page.getByRole('button', { name: '搜索', exact: true })
  if (await button.isVisible()) await button.click()
  const box = page.getByLabel('全局搜索')
  await box.fill(keyword)
  const menus = page.getByRole('listbox', { name: '功能菜单' })
  await menus.getByRole('option').first().waitFor()
  return { box, menus }
}

test('search 估值 and open the 估值表 menu hit: its tab appears', async () => {
  const page = await loggedIn()
  const { menus } = await search(page, '估值')
  await expect(menus.locator('mark').first().textContent()).resolves.toBe('估值')
  await motionSettled(page) // the panel's tab ink settles
  await shot(page, 'search-1440-light')
  await menus.getByRole('option', { name: /^估值表/ }).click()
  await page.getByRole('tab', { name: '估值表' }).waitFor()
  await page.waitForURL(`${BASE}/valuation-check/valuation-table`)
  await expect(page.getByLabel('全局搜索').count()).resolves.toBe(0)
  await page.context().close()
})

test('the results panel in the dark skin, and an FAQ answer shown sanitised', async () => {
  const page = await loggedIn()
  await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await page.reload()
  await page.getByRole('tablist').first().waitFor()
  await expect(page.evaluate(() => document.documentElement.dataset.skin)).resolves.toBe('dark')
  await search(page, '托管')
  await motionSettled(page)
  await shot(page, 'search-1440-dark')

  await page.getByRole('tab', { name: /^百问百答/ }).click()
  const faqs = page.getByRole('listbox', { name: '百问百答' })
  await faqs.getByRole('option', { name: /托管户余额与银行流水/ }).click()
  const dialog = page.getByRole('dialog', { name: '托管户余额与银行流水对不上怎么办？' })
  await dialog.getByText('余额以托管银行日终对账为准', { exact: false }).waitFor()
  await expect(dialog.locator('script, [onerror]').count()).resolves.toBe(0)
  await motionSettled(page) // the dialog's opening animation
  await shot(page, 'search-faq-dark')
  await page.context().close()
})

test('at 1100 px the search is an icon; Ctrl+K shows it, Esc hides and clears it', async () => {
  const page = await loggedIn(1100, 800)
  const button = page.getByRole('button', { name: '搜索', exact: true })
  await button.waitFor()
  await expect(page.getByLabel('全局搜索').count()).resolves.toBe(0)
  await page.keyboard.press('Control+k')
  const box = page.getByLabel('全局搜索')
  await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
  await box.pressSequentially('gzb')
  await page.getByRole('listbox', { name: '功能菜单' }).getByRole('option').first().waitFor()
  await motionSettled(page)
  await shot(page, 'search-1100')
  await page.keyboard.press('Enter') // records gzb in the history
  await page.keyboard.press('Escape')
  await expect(box.count()).resolves.toBe(0)
  await button.click()
  await expect(page.getByLabel('全局搜索').inputValue()).resolves.toBe('')
  const history = page.getByRole('listbox', { name: '搜索历史' })
  await expect(history.getByRole('option').allTextContents()).resolves.toEqual(['gzb'])
  await shot(page, 'search-1100-history')
  await page.context().close()
})

test('from 1960 px the box stays in the header, beside every menu group', async () => {
  const page = await loggedIn(2048, 1000)
  await page.getByLabel('全局搜索').waitFor()
  await expect(page.getByRole('button', { name: '搜索', exact: true }).count()).resolves.toBe(0)
  // Every group is in the row: none is hidden under 更多.
  await page
    .getByRole('menu', { name: '导航菜单' })
    .getByText('综合管理', { exact: true })
    .waitFor()
  await expect(page.locator('[data-nav-item]').count()).resolves.toBe(12)
  await expect(page.locator('[data-nav-item][aria-hidden="true"]').count()).resolves.toBe(0)
  await search(page, '划款')
  await motionSettled(page)
  await shot(page, 'search-2048')
  await page.context().close()
})
