import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, records, shot, signIn } from './browser'

/*
 * 登记过户 in Chromium: approving an open-account application lowers 投资者开户's badge at
 * once and the investor is in 投资者查询; a large redemption confirmed in part lowers
 * 巨额赎回确认's. Each page is photographed (light, 1440 wide).
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/** A menu's to-do count as its badge names it (0 when it has none). */
async function menuCount(page: Page, item: string) {
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByText('登记过户', { exact: true }).hover()
  const panel = page.getByRole('menu', { name: '登记过户' })
  const menuItem = panel.getByRole('menuitem', { name: new RegExp(`^${item}`) })
  await menuItem.waitFor()
  const badge = menuItem.getByRole('img', { name: /^待办 \d+$/ })
  const name = (await badge.count()) ? await badge.getAttribute('aria-label') : '0'
  await page.mouse.move(700, 860) // off the header, so the panel closes
  await panel.waitFor({ state: 'hidden' })
  return Number(/\d+/.exec(name ?? '')?.[0])
}

const rows = (page: Page) => records(page.locator('.kept-page:visible'))

async function open(page: Page, path: string) {
  await page.goto(`${BASE}/${path}`)
  await rows(page).first().waitFor({ timeout: 30_000 })
}

test('approve an open-account application: the badge drops by one, the investor is registered', async () => {
  const page = await newPage(browser)
  await signIn(page)
  await open(page, 'transfer-agent/investor-open-account')
  const before = await menuCount(page, '投资者开户')
  expect(before).toBe(4)
  await shot(page, 'ta-open-account')
  const first = rows(page).first()
  const name = (await first.locator('td').nth(1).textContent())!
  await first.getByRole('button', { name: '通过' }).click()
  const dialog = page.getByRole('dialog', { name: '提示信息' })
  await dialog.getByText(`确认通过 ${name} 的开户申请？`).waitFor()
  await dialog.getByRole('button', { name: '确认通过' }).click()
  await page.getByText(new RegExp(`^已通过 ${name} 的开户申请，基金账号 98\\d{10}$`)).waitFor()
  await expect.poll(() => menuCount(page, '投资者开户')).toBe(before - 1)

  await open(page, `transfer-agent/investor-query?investorName=${encodeURIComponent(name)}`)
  await rows(page).first().getByText(name).waitFor()
})

test('confirm a large redemption in part: the ratio is checked, then the badge drops', async () => {
  const page = await newPage(browser)
  await signIn(page)
  await open(page, 'transfer-agent/max-redeem-confirm')
  const before = await menuCount(page, '巨额赎回确认')
  expect(before).toBe(2)
  await shot(page, 'ta-max-redeem')
  await rows(page).first().getByRole('button', { name: '确认' }).click()
  const drawer = page.getByRole('dialog', { name: /^巨额赎回/ })
  await drawer.getByText('管理人确认').waitFor()
  await drawer.getByRole('radio', { name: '部分确认' }).check()
  await drawer.getByLabel('确认比例').fill('1')
  await drawer.getByRole('button', { name: '提交确认' }).click()
  await drawer.getByText(/^确认比例须不低于/).waitFor()
  await drawer.getByLabel('确认比例').fill('80')
  await shot(page, 'ta-max-redeem-form')
  await drawer.getByRole('button', { name: '提交确认' }).click()
  const dialog = page.getByRole('dialog', { name: '提示信息' })
  await dialog
    .getByText(/^确认按 80\.00% 部分确认 .+ 的赎回申请，其余顺延至下一开放日？$/)
    .waitFor()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText(/^已部分确认 .+（80\.00%），其余顺延至下一开放日$/).waitFor()
  await drawer.getByText('部分确认', { exact: true }).first().waitFor()
  await shot(page, 'ta-max-redeem-done')
  await drawer.getByRole('button', { name: '关闭', exact: true }).click()
  await drawer.waitFor({ state: 'hidden' })
  await expect.poll(() => menuCount(page, '巨额赎回确认')).toBe(before - 1)
})

/** The shown page fits the 1440 px window: no sideways scrolling, its first row inside. */
async function expectFits(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  const box = (await rows(page).first().boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(1440)
}

test('each 登记过户 page lists its rows (screenshots)', async () => {
  const page = await newPage(browser)
  await signIn(page)
  for (const path of [
    'investor-query',
    'trade-apply',
    'trade-confirm',
    'share-balance',
    'dividend-detail',
  ]) {
    await open(page, `transfer-agent/${path}`)
    expect(page.url()).toBe(`${BASE}/transfer-agent/${path}`)
    // Rows of data: their cells hold text, not an empty table's placeholder.
    expect((await rows(page).first().innerText()).trim()).not.toBe('')
    await expectFits(page)
    await shot(page, `ta-${path}`)
  }
  await open(page, 'transfer-agent/investor-query')
  const investor = rows(page).nth(6)
  const name = (await investor.locator('td').nth(1).innerText()).trim()
  await investor.getByRole('button', { name: '详情' }).click()
  const detail = page.getByRole('dialog').filter({ hasText: /持有产品（/ })
  await detail.getByText(/^持有产品（/).waitFor()
  // The drawer is this investor's.
  await detail.getByText(name, { exact: true }).first().waitFor()
  await motionSettled(page)
  await shot(page, 'ta-investor-detail')
  await open(page, 'transfer-agent/trade-apply')
  await rows(page).first().getByRole('button', { name: '详情' }).click()
  const apply = page.getByRole('dialog').filter({ hasText: '办理进度' })
  await apply.getByText('办理进度').waitFor()
  await motionSettled(page)
  const box = (await apply.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(1440)
  await shot(page, 'ta-trade-apply-detail')
})
