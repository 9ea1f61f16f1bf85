import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { beijingToday } from '../../contract/beijing-time'
import { BASE, launch, newPage, pickOption, shot, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The last quarter that has ended in Beijing (whatever the runner's zone): its first and last day. */
function lastQuarter(): [string, string] {
  const [year, month] = beijingToday().split('-').map(Number) as [number, number]
  const end = new Date(Date.UTC(year, Math.floor((month - 1) / 3) * 3, 1) - DAY_MS)
  const start = Date.UTC(end.getUTCFullYear(), Math.floor(end.getUTCMonth() / 3) * 3, 1)
  return [isoDay(start), isoDay(end.getTime())]
}

const total = async (page: Page) =>
  Number((await page.getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0])

test('费用计提 for a fund over a quarter, its totals by period, and a performance fee’s calculation', async () => {
  const page = await newPage(browser, 1440)
  await signIn(page)
  // The quarter arrives in the address (as a shared link would); the fund is chosen by its code.
  const [from, to] = lastQuarter()
  await page.goto(`${BASE}/fee-query/fee-accrual?accrualDate=${from}~${to}`)
  await page.getByText('按日明细').waitFor()
  const accrualFrom = page.getByRole('textbox', { name: '计提日期', exact: true }).first()
  await expect.poll(() => accrualFrom.inputValue()).toBe(from)
  await page.getByLabel('产品', { exact: true }).click()
  await page.keyboard.type('SXA003')
  await pickOption(page, /^SXA003 /)
  await page.getByRole('button', { name: /^查\s*询$/ }).click()
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  await page.getByText(`共 ${days * 3} 条`).waitFor()
  await expect.poll(() => page.url()).toContain('fundCode=SXA003')
  const firstRow = page.locator('tbody tr[data-row-key]').first()
  await expect.poll(() => firstRow.locator('td').first().textContent()).toBe(to)
  await shot(page, 'fee-accrual-daily')

  // 按期间汇总, by quarter: one row for the fund, and the 合计 equal to it.
  await page.getByText('按期间汇总').click()
  await page.locator('label', { hasText: '按季' }).click()
  await expect.poll(() => page.url()).toContain('groupBy=quarter')
  const totalRow = page.locator('tr.fee-total-row')
  await totalRow.waitFor()
  // The table may still show the months while the quarters load: read it once it has settled.
  // A table loading is aria-busy (antd's Spin around it).
  await page.locator('[aria-busy="true"]:has(table)').waitFor({ state: 'detached' })
  await expect.poll(() => total(page)).toBe(1)
  const fundRow = page.locator('tbody tr[data-row-key]').first()
  await expect.poll(() => fundRow.locator('td').nth(3).textContent()).toBe(String(days))
  expect(await totalRow.locator('td').last().textContent()).toBe(
    await fundRow.locator('td').last().textContent(),
  )
  await shot(page, 'fee-accrual-summary')

  // 业绩报酬: an event that charged, and how its fee was reached.
  await page.goto(`${BASE}/fee-query/performance-fee?fundCode=SXA003&result=charged`)
  await page.getByText(/^共 \d+ 条$/).waitFor()
  await shot(page, 'performance-fee')
  await page.getByRole('button', { name: '计算过程' }).first().click()
  const steps = page.getByRole('list', { name: '计算过程' })
  await steps.waitFor()
  await expect.poll(() => steps.textContent()).toMatch(/高水位由 \d\.\d{4} 上调至 \d\.\d{4}/)
  await shot(page, 'performance-fee-calculation')

  await page.goto(`${BASE}/fee-query/fee-payment`)
  await page.getByText(/^共 \d+ 条$/).waitFor()
  expect(await total(page)).toBeGreaterThan(100)
  await shot(page, 'fee-payment')
})
