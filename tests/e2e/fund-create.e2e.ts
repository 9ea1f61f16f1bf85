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

const XLSX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00])

/** A menu's to-do count as its badge names it (the badge itself shows 99+ above 99). */
async function menuCount(page: Page, group: string, item: string) {
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByText(group, { exact: true }).hover()
  const panel = page.getByRole('menu', { name: group })
  const badge = panel
    .getByRole('menuitem', { name: new RegExp(`^${item}`) })
    .getByRole('img', { name: /^待办 \d+$/ })
  const name = await badge.getAttribute('aria-label')
  await page.mouse.move(700, 860) // off the header, so the panel closes
  await panel.waitFor({ state: 'hidden' })
  return Number(/\d+/.exec(name ?? '')?.[0])
}

test('submitting an establishment application with a document lowers fundCreateNum on the menu', async () => {
  const page = await newPage(browser)
  await signIn(page, 'manager', 'Manager123', '/product-manage/fund-create')
  const row = page.locator('tbody tr[data-row-key="FCA0001"]')
  await row.waitFor()
  await shot(page, 'fund-create-list')
  expect(await menuCount(page, '产品管理', '产品成立')).toBe(120)

  await row.getByRole('button', { name: '补充材料' }).click()
  const dialog = page.getByRole('dialog', { name: /^补充材料 · / })
  await dialog.getByText(/基金合同\.pdf$/).waitFor()
  await dialog
    .getByLabel('投资者名册')
    .setInputFiles({ name: '投资者名册.xlsx', mimeType: 'application/octet-stream', buffer: XLSX })
  await expect.poll(() => dialog.getByText(/上传成功/).count()).toBe(3)
  await shot(page, 'fund-create-supplement')
  await dialog.getByRole('button', { name: /^提\s*交$/ }).click()
  await page.getByText('已提交，等待托管审核').waitFor()
  await row.getByText('托管审核中').waitFor()
  expect(await menuCount(page, '产品管理', '产品成立')).toBe(119)

  await row.getByRole('button', { name: '查看' }).click()
  await page.getByRole('dialog').getByText('办理进度').waitFor()
  await shot(page, 'fund-create-detail')
  await page.context().close()
})

test('operator confirms a liquidation report; the plans of 产品分红 read as a list', async () => {
  const page = await newPage(browser)
  await signIn(page, 'operator', 'Operator123', '/product-manage/fund-liquidation')
  const row = page.locator('tbody tr[data-row-key="LQA001"]')
  await row.waitFor()
  await shot(page, 'fund-liquidation-list')
  expect(await menuCount(page, '产品管理', '产品清算')).toBe(1)
  await row.getByRole('button', { name: '确认' }).click()
  await page
    .getByRole('dialog', { name: '提示信息' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await row.getByText('已完成').waitFor()
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByText('产品管理', { exact: true }).hover()
  const item = page
    .getByRole('menu', { name: '产品管理' })
    .getByRole('menuitem', { name: /^产品清算/ })
  await expect.poll(() => item.getByRole('img', { name: /^待办/ }).count()).toBe(0)
  await page.mouse.move(700, 860)

  await page.goto(`${BASE}/product-manage/fund-dividends`)
  await page.locator('tbody tr[data-row-key="DVA001"]').waitFor()
  await shot(page, 'fund-dividends-list')
  await page.getByRole('button', { name: '新建分红方案' }).click()
  await page.getByRole('dialog', { name: '新建分红方案' }).getByLabel('产品').waitFor()
  await shot(page, 'fund-dividends-new')
  await page.context().close()
})
