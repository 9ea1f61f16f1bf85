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

/** 销售管理 › item's to-do badge as it names itself (0 when it has none). */
async function menuCount(page: Page, item: string) {
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByText('销售管理', { exact: true }).hover()
  const panel = page.getByRole('menu', { name: '销售管理' })
  const entry = panel.getByRole('menuitem', { name: new RegExp(`^${item}`) })
  await entry.waitFor()
  const badge = entry.getByRole('img', { name: /^待办 \d+$/ })
  const name = (await badge.count()) ? await badge.getAttribute('aria-label') : '待办 0'
  await page.mouse.move(700, 860)
  await panel.waitFor({ state: 'hidden' })
  return Number(/\d+/.exec(name ?? '')?.[0])
}

test('审核通过 a raising order lowers fundRaiserOrderNum on the menu', async () => {
  const page = await newPage(browser)
  await signIn(page)
  await page.goto(`${BASE}/sales-manage/raise-order`)
  const row = page.locator('tbody tr[data-row-key="DD0010001"]')
  await row.waitFor()
  await shot(page, 'sales-raise-order-list')
  await expect.poll(() => menuCount(page, '募集订单'), { timeout: 30_000 }).toBe(3)
  await row.getByRole('button', { name: '审核' }).click()
  const drawer = page.locator('.ant-drawer').filter({ hasText: '办理进度' })
  await drawer.getByText('办理进度').waitFor()
  await shot(page, 'sales-raise-order-detail', { fullPage: false })
  await drawer.getByRole('button', { name: '审核通过' }).click()
  await page
    .getByRole('dialog', { name: '提示信息' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await page.getByText(/已审核通过，等待登记确认份额/).waitFor()
  await row.getByText('已通过').waitFor()
  // Its 审核通过 button is gone, so focus may have left the drawer and Escape would not reach it.
  await drawer.locator('.ant-drawer-close').click()
  await drawer.waitFor({ state: 'hidden' })
  await expect.poll(() => menuCount(page, '募集订单'), { timeout: 30_000 }).toBe(2)
  await page.context().close()
})

/** The 合计 row of a statistics table: [count, amount]. */
const totalsOf = async (page: Page, table: string) => {
  const cells = page.getByRole('table', { name: table }).locator('.sales-total td')
  return [await cells.nth(1).innerText(), await cells.nth(2).innerText()]
}

test('销售统计 draws its charts; the tables agree on 合计; the other pages look right', async () => {
  const page = await newPage(browser)
  await signIn(page)
  await page.goto(`${BASE}/sales-manage/sales-statistics?beginMonth=2024-01&endMonth=2026-06`)
  await expect
    .poll(() => page.locator('.line-chart__box canvas').count(), { timeout: 30_000 })
    .toBe(3)
  const header = page.locator('.ant-statistic').filter({ hasText: '确认金额合计' })
  const total = (await header.locator('.ant-statistic-content').innerText()).trim()
  for (const table of ['按产品明细', '按销售渠道明细', '按月份明细']) {
    const [, amount] = await totalsOf(page, table)
    expect(amount).toBe(total)
  }
  expect((await totalsOf(page, '按产品明细'))[0]).toBe((await totalsOf(page, '按月份明细'))[0])
  await page.waitForTimeout(600)
  await shot(page, 'sales-statistics')
  for (const [path, name] of [
    ['sales-manage/sales-agency', 'sales-agency'],
    ['sales-manage/investor-suitability', 'sales-suitability'],
  ] as const) {
    await page.goto(`${BASE}/${path}`)
    await page.locator('tbody tr[data-row-key]').first().waitFor()
    await shot(page, name)
  }
  await page.goto(`${BASE}/sales-manage/sales-agency`)
  await page.locator('tbody tr[data-row-key]').first().getByRole('button', { name: '详情' }).click()
  await page.getByText(/^代销产品（/).waitFor()
  await shot(page, 'sales-agency-detail', { fullPage: false })
  await page.context().close()
})

test('销售统计 in the dark skin, 900 wide', async () => {
  const page = await newPage(browser, 900, 900)
  await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page)
  await page.goto(`${BASE}/sales-manage/sales-statistics`)
  await expect
    .poll(() => page.locator('.line-chart__box canvas').count(), { timeout: 30_000 })
    .toBe(3)
  await page.waitForTimeout(600)
  await shot(page, 'sales-statistics-dark-900')
  await page.context().close()
})
