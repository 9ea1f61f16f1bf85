import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { expectAccessible, a11yPage } from './a11y-kit'
import { BASE, launch, newPage, shot, signIn } from './browser'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/** A menu's to-do count as its badge names it (0 when it has none). */
async function menuCount(page: Page, group: string, item: string) {
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByText(group, { exact: true }).hover()
  const panel = page.getByRole('menu', { name: group })
  const menuItem = panel.getByRole('menuitem', { name: new RegExp(`^${item}`) })
  await menuItem.waitFor()
  const badge = menuItem.getByRole('img', { name: /^待办 \d+$/ })
  const name = (await badge.count()) ? await badge.getAttribute('aria-label') : '0'
  await page.mouse.move(700, 860) // off the header, so the panel closes
  await panel.waitFor({ state: 'hidden' })
  return Number(/\d+/.exec(name ?? '')?.[0])
}

/** Opens a row's signing dialog, chooses 合同专用章 and puts it on the last page. */
async function prepareSigning(page: Page, docId: string) {
  await page
    .locator(`tbody tr[data-row-key="${docId}"]`)
    .getByRole('button', { name: '签署' })
    .click()
  const dialog = page.getByRole('dialog', { name: /^签署文件 · / })
  await dialog.getByText(/^文件编号：QY/).waitFor()
  await dialog
    .getByRole('radiogroup', { name: '选择印章' })
    .getByRole('radio', { name: /合同专用章/ })
    .check()
  const pages = dialog.getByRole('button', { name: /^第 \d+ 页（共 \d+ 页）/ })
  const last = pages.last()
  await last.scrollIntoViewIfNeeded()
  const box = (await last.boundingBox())!
  await last.click({ position: { x: box.width * 0.6, y: box.height * 0.71 } })
  await dialog.getByText(/^已放置在第 \d+ 页/).waitFor()
  await dialog.locator('.esign-page__seal').scrollIntoViewIfNeeded()
  return dialog
}

test('sign a document with the seal and the demo SMS code; it appears in 签署记录', async () => {
  const page = await newPage(browser)
  await signIn(page, 'manager', 'Manager123', '/electronic-signature/pending-sign')
  const rows = page.locator('tbody tr[data-row-key]')
  await rows.first().waitFor()
  expect(await rows.count()).toBe(7)
  expect(await menuCount(page, '电子签约', '待签署')).toBe(7)
  await shot(page, 'e-sign-pending-list')

  const docId = (await rows.first().getAttribute('data-row-key'))!
  const title = (await rows.first().locator('.esign-doc-name > span').first().textContent())!
  const dialog = await prepareSigning(page, docId)
  await dialog.getByRole('button', { name: '获取验证码' }).click()
  await dialog.getByText(/^验证码已发送至 138\*\*\*\*0001/).waitFor()
  await dialog.getByLabel('短信验证码').fill('8888')
  await shot(page, 'e-sign-signing-light')
  await dialog.getByRole('button', { name: '确认签署' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator(`tbody tr[data-row-key="${docId}"]`).waitFor({ state: 'detached' })
  await expect.poll(() => menuCount(page, '电子签约', '待签署')).toBe(6)

  await page.goto(`${BASE}/electronic-signature/sign-record`)
  const first = page.locator('tbody tr[data-row-key]').first()
  await first.waitFor()
  expect(await first.getAttribute('data-row-key')).toBe(docId)
  await first.getByText(title).waitFor()
  await shot(page, 'e-sign-records')
  await first.getByRole('button', { name: '详情' }).click()
  const drawer = page.getByRole('dialog', { name: '签署详情' })
  await drawer.getByLabel('签署进度').getByText('短信确认').waitFor()
  await shot(page, 'e-sign-record-detail')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: '下载已签署文件' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/_已签署\.pdf$/)
  const file = readFileSync((await download.path())!, 'latin1')
  expect(file.startsWith('%PDF-1.4')).toBe(true)
  expect(file).toContain('0.84 0.07 0.11 RG')
  await page.context().close()
})

/** The signing view, 印章管理 and 签署记录 pass axe in one skin and width. */
async function signingPassesAxe(skin: 'dark' | 'light', width: number) {
  const page = await a11yPage(browser, skin, width, 900)
  await signIn(page, 'manager', 'Manager123', '/electronic-signature/pending-sign')
  const row = page.locator('tbody tr[data-row-key]').first()
  await row.waitFor()
  await prepareSigning(page, (await row.getAttribute('data-row-key'))!)
  await expectAccessible(page, `e-sign-signing-${skin}-${width}`)
  await page.goto(`${BASE}/electronic-signature/seal-manage`)
  await page.locator('tbody tr[data-row-key="SEAL105"]').waitFor()
  await expectAccessible(page, `e-sign-seals-${skin}-${width}`)
  await page.goto(`${BASE}/electronic-signature/sign-record`)
  await page.locator('tbody tr[data-row-key]').first().waitFor()
  await expectAccessible(page, `e-sign-records-${skin}-${width}`)
  await page.context().close()
}

lookTest(
  'e-signature: dark',
  'the signing view, 印章管理 and 签署记录 pass axe in the dark skin',
  () => signingPassesAxe('dark', 1440),
)

lookTest('e-signature: 900', 'the signing view, 印章管理 and 签署记录 pass axe at 900 px', () =>
  signingPassesAxe('light', 900),
)
