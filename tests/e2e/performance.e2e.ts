import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, pickOption, shot, signIn } from './browser'
import { chartPainted } from './look-kit'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const metricCell = (page: Page, label: string, column = 1) =>
  page.locator('.perf-metrics tbody tr', { hasText: label }).first().locator('td').nth(column)

const chartBox = (page: Page, index = 0) => page.locator('.perf-chart__box').nth(index)

/** The chart at `index` has drawn and stopped changing (look-kit's chartPainted). */
async function drawn(page: Page, index = 0) {
  await chartPainted(chartBox(page, index).locator('canvas').first())
}

async function asDark(page: Page) {
  await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await page.reload()
}

test('业绩概览: a fund against 沪深300, switching the range redraws and changes the metrics', async () => {
  const page = await newPage(browser, 1440)
  await signIn(page, 'manager', 'Manager123', '/performance-analysis/overview?fundCode=SXA003')
  await page.getByText('业绩指标', { exact: true }).waitFor()
  await drawn(page, 0)
  await drawn(page, 1)
  expect(await page.locator('.perf-metrics thead th').allTextContents()).toEqual([
    '指标',
    '本产品',
    '沪深300',
  ])
  const yearReturn = await metricCell(page, '区间收益率').textContent()
  const yearChart = await chartBox(page).screenshot()
  await shot(page, 'performance-overview-light-1440')

  // The picture downloads as a PNG named after the chart.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '下载图片' }).first().click()
  expect((await download).suggestedFilename()).toMatch(/净值走势\.png$/)

  await page.getByText('近1月', { exact: true }).click()
  await expect.poll(() => page.url()).toContain('range=1m')
  await expect.poll(() => metricCell(page, '区间收益率').textContent()).not.toBe(yearReturn)
  // The month's lines replace the year's: the chart's picture changes (then settles).
  await expect.poll(async () => (await chartBox(page).screenshot()).equals(yearChart)).toBe(false)
  await drawn(page, 0)

  // A reload keeps the fund and the range.
  await page.reload()
  await page.getByText('业绩指标', { exact: true }).waitFor()
  await expect.poll(() => page.getByRole('radio', { name: '近1月' }).isChecked()).toBe(true)

  await page.setViewportSize({ width: 900, height: 900 })
  await asDark(page)
  await page.getByText('业绩指标', { exact: true }).waitFor()
  await drawn(page, 0)
  await shot(page, 'performance-overview-dark-900')
})

test('产品对比: three funds on one chart, three metric columns', async () => {
  const page = await newPage(browser, 1440)
  await signIn(page, 'manager', 'Manager123', '/performance-analysis/fund-compare?range=1y')
  await page.getByText('请选择要对比的产品（最多5只）').waitFor()
  const picker = page.getByLabel('对比产品')
  for (const code of ['SXA003', 'SXA005', 'SXA007']) {
    await picker.click()
    await page.keyboard.type(code)
    await pickOption(page, new RegExp(`^${code} `))
  }
  await page.keyboard.press('Escape')
  await expect.poll(() => page.url()).toContain('funds=SXA003%2CSXA005%2CSXA007')
  await page.getByText('业绩指标对比').waitFor()
  await drawn(page)
  const titles = await page.locator('.perf-metrics thead th').allTextContents()
  expect(titles).toHaveLength(4)
  const label = (await chartBox(page).getAttribute('aria-label')) ?? ''
  for (const title of titles.slice(1)) expect(label).toContain(title.replace(/^SX[A-C]\d{3}/, ''))
  await shot(page, 'performance-compare-light-1440')

  await page.setViewportSize({ width: 900, height: 900 })
  await asDark(page)
  await page.getByText('业绩指标对比').waitFor()
  await drawn(page)
  await shot(page, 'performance-compare-dark-900')
})
