import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { XSS_CHART_NAMES } from '../../demo-server/scenarios/xss-chart-names'
import { BASE, launch, logIn, shot } from './browser'
import { closeNotices, failOnPageError, newContext } from './security-kit'
import { armTripwire, expectNothingRan, type Tripwire } from './xss-tripwire'

/*
 * Chart names are server text (issue 18): the `xss` scenario appends XSS_CHART_NAMES to the
 * channel and fund names 销售统计 charts, and 泉城's first funds carry payloads (业绩分析).
 * Each chart is hovered until its tooltip opens: nothing runs, no element of a payload is in
 * the tooltip, and the markup reads as text there. The CSP is bypassed: escaping alone.
 */

let browser: Browser
let context: BrowserContext
let page: Page
let tripwire: Tripwire

beforeAll(async () => {
  browser = await launch()
  context = await newContext(browser, { bypassCSP: true })
  tripwire = await armTripwire(context)
  page = await context.newPage()
  failOnPageError(page)
  await page.goto(`${BASE}/login?demo-scenario=xss`)
  await logIn(page)
})

afterAll(async () => {
  await browser?.close()
})

/** ECharts' tooltip: a div of its own inside the chart's box. */
const tooltipOf = (box: Locator) => box.locator('div[style*="z-index: 9999999"]')

/** Moves the mouse over a point of the chart (fractions of its box) until its tooltip shows. */
async function hover(box: Locator, at: { x: number; y: number }) {
  await box.locator('canvas').first().waitFor()
  await closeNotices(page) // pushed notices may lie over the chart
  await box.scrollIntoViewIfNeeded()
  const tip = tooltipOf(box)
  await expect
    .poll(async () => {
      const rect = await box.boundingBox()
      if (!rect) return false
      await page.mouse.move(rect.x + rect.width * at.x - 3, rect.y + rect.height * at.y)
      await page.mouse.move(rect.x + rect.width * at.x, rect.y + rect.height * at.y)
      return tip.isVisible()
    })
    .toBe(true)
  return tip
}

/** The tooltip shows the payload as text, and holds no element or style of it. */
async function expectInert(tip: Locator, shows: RegExp) {
  await expect.poll(() => tip.innerText()).toMatch(shows)
  expect(await tip.locator('img, svg, style, script, b.xss-chart-marker').count()).toBe(0)
  expect(await page.locator('.xss-chart-marker').count()).toBe(0)
  await expect(page.locator('body').isVisible()).resolves.toBe(true)
  await expectNothingRan(page, tripwire)
}

const shown = () => page.locator('.kept-page:visible')
const ANY_CHART_NAME = new RegExp(
  XSS_CHART_NAMES.map((n) => n.slice(0, 8).replace(/[{}|]/g, '\\$&')).join('|'),
)

describe('chart tooltips show hostile names as text (CSP bypassed)', () => {
  test('销售统计: 按产品 bars, 按销售渠道 doughnut, 按月份 bars', async () => {
    await page.goto(`${BASE}/sales-manage/sales-statistics?beginMonth=2024-01&endMonth=2026-06`)
    const charts = shown().locator('.line-chart__box')
    await expect.poll(() => charts.locator('canvas').count(), { timeout: 30_000 }).toBe(3)
    // 按产品: an axis tooltip over the first bar (its fund name and the amount).
    await expectInert(await hover(charts.nth(0), { x: 0.15, y: 0.6 }), ANY_CHART_NAME)
    // 按销售渠道: the largest slice starts at the top of the doughnut (35 % across, 50 % down).
    const pie = await hover(charts.nth(1), { x: 0.37, y: 0.22 })
    await expectInert(pie, ANY_CHART_NAME)
    await expect(pie.innerText()).resolves.toMatch(/元（\d+\.\d{2}%）/)
    await shot(page, 'security-xss-chart-channels')
    await expectInert(await hover(charts.nth(2), { x: 0.5, y: 0.6 }), /确认金额/)
  })

  test('业绩概览: the fund’s and the index’s lines, the drawdown', async () => {
    await page.goto(`${BASE}/performance-analysis/overview?fundCode=SXA003`)
    const charts = shown().locator('.perf-chart__box')
    await expect.poll(() => charts.locator('canvas').count(), { timeout: 30_000 }).toBe(2)
    await expectInert(await hover(charts.nth(0), { x: 0.5, y: 0.5 }), /<[a-z]/i)
    await expectInert(await hover(charts.nth(1), { x: 0.5, y: 0.4 }), /动态回撤/)
  })

  test('产品对比: three hostile fund names on one chart', async () => {
    await page.goto(
      `${BASE}/performance-analysis/fund-compare?range=1y&funds=SXA001%2CSXA003%2CSXA004`,
    )
    const chart = shown().locator('.perf-chart__box').first()
    const tip = await hover(chart, { x: 0.5, y: 0.5 })
    await expectInert(tip, /<[a-z]/i)
    await shot(page, 'security-xss-chart-compare')
  })

  test('产品详情 净值走势: the NAV lines of a hostile fund', async () => {
    await page.goto(`${BASE}/funds-query-detail?fundCode=SXA003`)
    await page.getByRole('tab', { name: '净值走势', exact: true }).click()
    const chart = page.getByRole('img', { name: /单位净值与累计净值走势图$/ })
    await expectInert(await hover(chart, { x: 0.5, y: 0.5 }), /单位净值/)
  })
})
