import { readFileSync } from 'node:fs'
import type { Browser, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, signIn } from './browser'

/* 付款账户变更: apply with a document, follow it in the records with its steps, withdraw it. */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/**
 * A table's data rows: rows of cells, two at least (not the header row, whose cells are column
 * headers, nor the one-cell 暂无数据 row shown while the list loads).
 */
const dataRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('cell').nth(1) })

async function loggedIn(landing?: string) {
  const page = await newPage(browser)
  await signIn(page, 'manager', 'Manager123', landing)
  return page
}

test('apply for a new paying account with a document, see its steps in the records, withdraw it', async () => {
  const page = await loggedIn('/product-manage/pay-account-change')
  await page.getByText('请先选择产品').waitFor()
  await page.getByLabel('产品').click()
  await page.getByTitle(/^SXA004 /).click()
  await page.locator('.pay-change__current .pay-change__account-no').waitFor()

  await page.getByLabel('新账户名称').fill('泉城量化对冲一号私募证券投资基金')
  await page.getByLabel('新账号').fill('6217 0000')
  await page.getByLabel('开户行').click()
  await page.getByText('新账号须为8至30位数字').waitFor()
  await page.getByLabel('新账号').fill('6217000098765432101')
  await page.getByLabel('开户行').fill('中国建设银行济南分行')
  await page.getByLabel('变更原因').fill('原付款账户拟销户，变更至新开立的费用支付专户')
  await page.locator('.pay-change__form input[type="file"]').setInputFiles({
    name: '开户证明.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  })
  await page.getByText(/上传成功/).waitFor()
  await motionSettled(page)
  await shot(page, 'pay-account-change-form-light')
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByText('付款账户变更申请已提交').waitFor()
  const subtitle = await page.getByText(/^申请编号 PAC\d+/).innerText()
  const id = /PAC\d+/.exec(subtitle)?.[0] ?? ''
  expect(id).not.toBe('')
  await motionSettled(page)
  await shot(page, 'pay-account-change-submitted-light')

  await page.getByRole('button', { name: '查看变更记录' }).click()
  await page.waitForURL(/\/pay-account-change-record$/)
  // The records' row: the one with its 详情 button (the drawer's fields may name the id too).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `详情 ${id}` }) })
  await expect(row.innerText()).resolves.toMatch(/SXA004[\s\S]*待审核/)
  await motionSettled(page)
  await shot(page, 'pay-account-change-records-light')

  await row.getByRole('button', { name: `详情 ${id}` }).click()
  const drawer = page.getByRole('dialog', { name: `付款账户变更申请 ${id}` })
  await drawer.getByText('开户证明.pdf', { exact: false }).waitFor()
  const steps = drawer.getByRole('list', { name: '办理进度' })
  await expect(steps.innerText()).resolves.toMatch(/提交申请[\s\S]*托管人审核[\s\S]*进行中/)
  await motionSettled(page)
  await shot(page, 'pay-account-change-detail-light')

  await drawer.getByRole('button', { name: '撤回申请' }).click()
  await page.getByRole('button', { name: '确认撤回' }).click()
  await page.getByText(`已撤回申请 ${id}`).waitFor()
  await steps.getByText('撤回申请').waitFor()
  await drawer.getByRole('button', { name: '撤回申请' }).waitFor({ state: 'detached' })
  await page.keyboard.press('Escape')
  await expect.poll(() => row.innerText()).toMatch(/已撤回/)
  await page.context().close()
})

test('账户查询 and 产品合同 at 1440 wide', async () => {
  const page = await loggedIn('/product-manage/account-query')
  await dataRows(page).first().waitFor()
  await motionSettled(page)
  await shot(page, 'account-query-light')
  await page.goto(`${BASE}/product-manage/fund-contract`)
  const preview = dataRows(page).first().getByRole('button', { name: /^预览/ })
  // The new tab is handed the PDF. A browser with a PDF viewer shows it at its blob: address;
  // one without (the headless shell the suite drives) saves it, as it would any file. Listen on
  // every page from before the click: the file can come before the journey holds the new tab.
  const pdfViewer = await page.evaluate(() => navigator.pdfViewerEnabled)
  const saved: Download[] = []
  page.on('download', (file) => saved.push(file))
  page.context().on('page', (opened) => opened.on('download', (file) => saved.push(file)))
  const popup = page.waitForEvent('popup')
  await preview.click()
  const tab = await popup
  if (pdfViewer) {
    await expect.poll(() => tab.url()).toMatch(/^blob:/)
  } else {
    await expect.poll(() => saved.length, { timeout: 30_000 }).toBe(1)
    const bytes = readFileSync((await saved[0]!.path())!)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  }
  await tab.close()
  // 预览 shows its eye again once its loading spinner has gone (the PDF is out).
  await preview.getByRole('img', { name: 'eye' }).waitFor()
  await motionSettled(page)
  await shot(page, 'fund-contract-light')
  await page.context().close()
})
