import { mkdirSync, readFileSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, demoScenario, launch, newPage, records, shot, signIn } from './browser'
import { overflow } from './look-kit'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const DIR = 'test-results/e2e/bank-statement'

async function loggedIn(userName = 'manager', password = 'Manager123') {
  const page = await newPage(browser, 1440)
  await signIn(page, userName, password)
  return page
}

/** A 托管查询 page once its first rows are there. */
async function open(page: Page, path: string) {
  await page.goto(`${BASE}/custodian/${path}`)
  await records(page.locator('.kept-page:visible')).first().waitFor()
  await page.mouse.move(700, 880) // off the header's menus
}

const totalOf = async (page: Page) =>
  Number(
    (await page
      .locator('.kept-page:visible')
      .getByText(/^共 \d+ 条$/)
      .textContent())!.match(/\d+/)![0],
  )

test('a bank statement over 5,000 rows exports through the 下载中心 as a real .xlsx', async () => {
  const page = await newPage(browser, 1440)
  // The export is the subject, not how long the demo takes to prepare it: 2 s instead of 16.
  await demoScenario(page, 'pace:8')
  await signIn(page)
  await open(page, 'bank-statement')
  const total = await totalOf(page)
  expect(total).toBeGreaterThan(30_000)
  await shot(page, 'bank-statement')

  await page.getByRole('button', { name: /^download 导\s*出$/ }).click()
  await page
    .getByText(`导出任务已创建，共 ${total.toLocaleString('zh-CN')} 条，可在下载中心查看`)
    .waitFor()
  await page.getByRole('button', { name: '前往下载中心' }).click()
  await page.waitForURL(`${BASE}/outline-download`)
  await page.mouse.move(700, 880)
  const row = records(page.locator('.kept-page:visible')).first()
  await row.getByText(/^银行流水_\d{14}\.xlsx$/).waitFor()
  await row.getByText('托管查询-银行流水').waitFor()
  await row.getByText('已完成').waitFor({ timeout: 40_000 })
  await shot(page, 'bank-statement-task-ready')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^下载 / }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^银行流水_\d{14}\.xlsx$/)
  mkdirSync(DIR, { recursive: true })
  const path = `${DIR}/${download.suggestedFilename()}`
  await download.saveAs(path)
  const sheet = strFromU8(
    unzipSync(new Uint8Array(readFileSync(path)))['xl/worksheets/sheet1.xml']!,
  )
  expect(sheet).toContain('<t xml:space="preserve">交易对手</t>')
  expect(sheet).toContain('<t xml:space="preserve">支出</t>')
  expect(sheet.match(/<row /g)!.length).toBe(total + 1)
  await page.context().close()
})

test('the 托管查询 pages, light skin at 1440 px', async () => {
  /** A list page lists its records, and its tables scroll inside it: the page itself fits. */
  const visit = async (page: Page, path: string) => {
    await open(page, path)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await shot(page, `custodian-${path}`)
  }
  const page = await loggedIn()
  await visit(page, 'account-balance')
  await page.getByRole('row').filter({ hasText: /^合计/ }).waitFor()
  await visit(page, 'transfer-instruction')
  await page.locator('.kept-page:visible').getByRole('button', { name: '复核' }).first().click()
  await page.getByRole('dialog').getByText('办理进度').waitFor()
  await shot(page, 'custodian-transfer-instruction-review')
  await page.keyboard.press('Escape')
  await visit(page, 'custody-account-open')
  await page.getByRole('button', { name: /新建申请/ }).click()
  await page.getByRole('dialog').getByText('开户材料').waitFor()
  await shot(page, 'custodian-account-open-form')
  await page.keyboard.press('Escape')
  await visit(page, 'securities-account-open')
  await visit(page, 'tripartite-agreement')
  await page.context().close()

  // 划款授权 is locked for the manager; the operator has it.
  const operator = await loggedIn('operator', 'Operator123')
  await visit(operator, 'transfer-authority')
  await operator.context().close()
})
