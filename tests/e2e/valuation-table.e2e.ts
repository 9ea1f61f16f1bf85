import { mkdirSync, readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, records, shot, signIn } from './browser'
import { expectDark, overflow as pageOverflow } from './look-kit'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const DIR = 'test-results/e2e/valuation-table'

async function loggedIn(width = 1440, skin: 'light' | 'dark' = 'light') {
  const page = await newPage(browser, width)
  if (skin === 'dark') {
    await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  }
  await signIn(page)
  return page
}

const shown = (page: Page) => page.locator('.kept-page:visible')

/** A list page once its first rows are there. */
async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`)
  await records(shown(page)).first().waitFor()
  await page.mouse.move(700, 880) // off the header's menus
}

/** The preview of the list's first 待核对 table, once its grid is there. */
async function previewFirst(page: Page) {
  await open(page, '/valuation-check/valuation-table?checkStatus=pending')
  const row = records(shown(page)).first()
  const key = (await row.getAttribute('data-row-key'))!
  await row.getByRole('link', { name: '预览' }).click()
  const [fundCode, date] = key.split('/')
  await page.waitForURL(`${BASE}/valuation-report-view?fundCode=${fundCode}&date=${date}`)
  await shown(page).locator('.valuation-grid .valuation-grid__total').first().waitFor()
  await page.mouse.move(700, 880)
  return { fundCode: fundCode!, date: date! }
}

test('估值表: preview a table, download it as a real .xlsx, confirm it', async () => {
  const page = await loggedIn()
  await open(page, '/valuation-check/valuation-table')
  await shot(page, 'valuation-table')
  const { fundCode, date } = await previewFirst(page)
  const view = shown(page)
  await view.getByText('待核对', { exact: true }).first().waitFor()
  const rows = await view.locator('.valuation-grid tbody tr[data-row-key]').count()
  expect(rows).toBeGreaterThan(10)
  // The grid fits a 1440 px window: no sideways scroll.
  // By class: the box that scrolls sideways is antd's, with no role or name of its own.
  const body = view.locator('.valuation-grid .ant-table-body, .valuation-grid .ant-table-content')
  const overflow = await body.first().evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
  await shot(page, 'valuation-report-view')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: /下载 \.xlsx/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(new RegExp(`_估值表_${date}_\\d{14}\\.xlsx$`))
  mkdirSync(DIR, { recursive: true })
  const path = `${DIR}/${download.suggestedFilename()}`
  await download.saveAs(path)
  // Written in the browser (write-excel-file): texts are shared strings, numbers numbers.
  const files = unzipSync(new Uint8Array(readFileSync(path)))
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!)
  const strings = strFromU8(files['xl/sharedStrings.xml']!)
  for (const text of ['科目代码', '市值占净值%', '银行存款', '托管户', '资产合计', '单位净值']) {
    expect(strings).toContain(`${text}</t>`)
  }
  // A header, the accounts and six totals.
  expect(sheet.match(/<row /g)!.length).toBe(1 + rows + 6)

  await view.getByRole('button', { name: '核对确认' }).click()
  await page.getByRole('tooltip').getByRole('button', { name: '核对确认' }).click()
  await view.locator('.valuation-head').getByText('已核对').waitFor()
  expect(fundCode).toMatch(/^SXA\d{3}$/)
  await page.context().close()
})

lookTest('valuation-table: dark', 'the preview in the dark skin', async () => {
  const dark = await loggedIn(1440, 'dark')
  await previewFirst(dark)
  await expectDark(shown(dark).locator('.valuation-grid .valuation-grid__total').first())
  await shot(dark, 'valuation-report-view-dark')
  await dark.context().close()
})

lookTest('valuation-table: 900', 'the preview at 900 px scrolls sideways', async () => {
  const narrow = await loggedIn(900)
  await previewFirst(narrow)
  // By class: the box that scrolls sideways is antd's, with no role or name of its own.
  const body = shown(narrow).locator(
    '.valuation-grid .ant-table-content, .valuation-grid .ant-table-body',
  )
  const overflow = await body.first().evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeGreaterThan(0)
  await shot(narrow, 'valuation-report-view-900')
  await narrow.context().close()
})

test('the other 估值核对 pages, light skin at 1440 px', async () => {
  const page = await loggedIn()
  /** A list page lists its records, and its tables scroll inside it: the page itself fits. */
  const visit = async (path: string, name: string) => {
    await open(page, path)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    await shot(page, name)
  }
  await visit('/valuation-check/net-value', 'net-value')
  await records(shown(page)).first().getByRole('link', { name: '公告预览' }).click()
  const notice = shown(page).getByRole('article', { name: '净值公告' })
  await notice.getByText('风险提示：').waitFor()
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
  await shot(page, 'net-asset-value-view')
  await visit('/valuation-record', 'valuation-record')
  await visit('/net-value-record', 'net-value-record')
  await visit('/net-worth-list-record', 'net-worth-list-record')
  await page.context().close()
})
