import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, signIn } from './browser'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * A table's data rows: rows of cells, two at least (not the header row, whose cells are column
 * headers, nor the one-cell 暂无数据 row shown while the list loads).
 */
const dataRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('cell').nth(1) })

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
  await signIn(page, 'manager', 'Manager123', '/sales-manage/raise-order')
  // The list's row, with its 审核 (later 详情): the drawer's details have rows naming it too.
  const row = page
    .getByRole('row')
    .filter({ hasText: /\bDD0010001\b/ })
    .filter({ has: page.getByRole('button', { name: /^(审核|详情)$/ }) })
  await row.waitFor()
  await shot(page, 'sales-raise-order-list')
  await expect.poll(() => menuCount(page, '募集订单'), { timeout: 30_000 }).toBe(3)
  await row.getByRole('button', { name: '审核' }).click()
  const drawer = page.getByRole('dialog', { name: '募集订单 DD0010001' })
  await drawer.getByRole('list', { name: '办理进度' }).waitFor()
  await motionSettled(page)
  await shot(page, 'sales-raise-order-detail', { fullPage: false })
  await drawer.getByRole('button', { name: '审核通过' }).click()
  await page
    .getByRole('dialog', { name: '提示信息' })
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await page.getByText(/已审核通过，等待登记确认份额/).waitFor()
  await row.getByText('已通过').waitFor()
  // Its 审核通过 button is gone, so focus may have left the drawer and Escape would not reach it.
  await drawer.getByRole('button', { name: '关闭', exact: true }).click()
  await drawer.waitFor({ state: 'hidden' })
  await expect.poll(() => menuCount(page, '募集订单'), { timeout: 30_000 }).toBe(2)
  await page.context().close()
})

const CHARTS = ['按产品的确认金额（前10只）', '按销售渠道的确认金额', '按月份的确认金额和笔数']

/**
 * 销售统计's three charts are drawn and still: each box (role img, named) holds a canvas sized to
 * the box (its ResizeObserver has had its say) with paint on it, and no canvas changed since the
 * previous check. The canvas is ECharts' own and says nothing of its drawing, so its pixels are
 * what is observable; journeys ask for reduced motion, which turns the charts' draw-in off.
 */
async function chartsDrawn(page: Page) {
  for (const name of CHARTS) await page.getByRole('img', { name, exact: true }).waitFor()
  await page.waitForFunction(
    (names) => {
      const w = window as unknown as { chartPixels?: string }
      const pixels = names.map((name) => {
        const box = document.querySelector(`[role="img"][aria-label="${name}"]`)
        const canvas = box?.querySelector('canvas')
        if (!box || !canvas || !canvas.width || !canvas.height) return ''
        const drawn = canvas.getBoundingClientRect()
        const room = box.getBoundingClientRect()
        if (Math.abs(drawn.width - room.width) > 1 || Math.abs(drawn.height - room.height) > 1)
          return ''
        const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data
        if (!data?.some((v, i) => i % 4 === 3 && v > 0)) return ''
        return canvas.toDataURL()
      })
      const still = pixels.every(Boolean) && pixels.join() === w.chartPixels
      w.chartPixels = pixels.join()
      return still
    },
    CHARTS,
    { polling: 250 },
  )
}

/** The 合计 row of a statistics table: [count, amount]. */
const totalsOf = async (page: Page, table: string) => {
  const cells = page.getByRole('table', { name: table }).locator('.sales-total td')
  return [await cells.nth(1).innerText(), await cells.nth(2).innerText()]
}

test('销售统计 draws its charts; the tables agree on 合计; the other pages look right', async () => {
  const page = await newPage(browser)
  await signIn(
    page,
    'manager',
    'Manager123',
    '/sales-manage/sales-statistics?beginMonth=2024-01&endMonth=2026-06',
  )
  await chartsDrawn(page)
  // A Statistic has no role or accessible name: its antd classes pair the title with its value.
  const header = page.locator('.ant-statistic').filter({ hasText: '确认金额合计' })
  const total = (await header.locator('.ant-statistic-content').innerText()).trim()
  for (const table of ['按产品明细', '按销售渠道明细', '按月份明细']) {
    const [, amount] = await totalsOf(page, table)
    expect(amount).toBe(total)
  }
  expect((await totalsOf(page, '按产品明细'))[0]).toBe((await totalsOf(page, '按月份明细'))[0])
  await shot(page, 'sales-statistics')
  for (const [path, name] of [
    ['sales-manage/sales-agency', 'sales-agency'],
    ['sales-manage/investor-suitability', 'sales-suitability'],
  ] as const) {
    await page.goto(`${BASE}/${path}`)
    await dataRows(page).first().waitFor()
    await shot(page, name)
  }
  await page.goto(`${BASE}/sales-manage/sales-agency`)
  await dataRows(page).first().getByRole('button', { name: '详情' }).click()
  await page.getByText(/^代销产品（/).waitFor()
  await shot(page, 'sales-agency-detail', { fullPage: false })
  await page.context().close()
})

lookTest('sales-statistics: dark at 900', '销售统计 in the dark skin, 900 wide', async () => {
  const page = await newPage(browser, 900, 900)
  await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page, 'manager', 'Manager123', '/sales-manage/sales-statistics')
  await chartsDrawn(page)
  await shot(page, 'sales-statistics-dark-900')
  await expect(page.evaluate(() => document.documentElement.dataset.skin)).resolves.toBe('dark')
  // One column at 900: every chart within the window, nothing running off to the right.
  for (const name of CHARTS) {
    const box = await page.getByRole('img', { name, exact: true }).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 900).toBe(true)
  }
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).resolves.toBe(true)
  await page.context().close()
})
