import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, pickOption, records, shellTabs, shot, signIn } from './browser'
import { chartPainted } from './look-kit'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(skin?: 'dark', landing?: string) {
  const page = await newPage(browser, 1440)
  if (skin) await page.context().addCookies([{ name: 'skin', value: skin, url: BASE }])
  await signIn(page, 'manager', 'Manager123', landing)
  return page
}

const pagerTotal = (page: Page, n: number) =>
  page.getByText(`共 ${n} 条`, { exact: true }).waitFor()

/** The 净值走势 tab's chart: drawn on a canvas of real size. */
async function expectChart(page: Page) {
  await page.getByRole('tab', { name: '净值走势', exact: true }).click()
  const chart = page.getByRole('img', { name: /单位净值与累计净值走势图$/ })
  await chart.locator('canvas').first().waitFor()
  const box = await chart.locator('canvas').first().boundingBox()
  expect(box!.width).toBeGreaterThan(600)
  expect(box!.height).toBeGreaterThan(300)
  await expect.poll(() => page.locator('.line-chart__summary').textContent()).toMatch(/近1年（/)
  await chartPainted(chart.locator('canvas').first())
}

test('query funds by stage, open one from the list (its tab shows code and name), come back to the same query', async () => {
  const page = await loggedIn(undefined, '/product-manage/fund-query')
  await pagerTotal(page, 30)
  await page.getByLabel('产品阶段').click()
  await pickOption(page, '存续期')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^查\s*询$/ }).click()
  await pagerTotal(page, 19)
  expect(page.url()).toBe(`${BASE}/product-manage/fund-query?stages=operating`)
  await page.mouse.move(700, 850) // off the header's menus
  await shot(page, 'fund-query-list')

  const row = page.locator('tbody tr[data-row-key="SXA004"]')
  const name = (await row.locator('td').nth(1).textContent())!.trim()
  await page.getByRole('link', { name: '详情 SXA004' }).click()
  await page.getByRole('tab', { name: '基本要素', exact: true }).waitFor()
  const title = `SXA004 ${name}`
  await shellTabs(page).getByRole('tab', { name: title, exact: true }).waitFor()
  await expect
    .poll(() =>
      shellTabs(page).getByRole('tab', { name: title, exact: true }).getAttribute('aria-selected'),
    )
    .toBe('true')
  await shot(page, 'fund-detail-basic')
  await expectChart(page)
  await shot(page, 'fund-detail-nav')

  await shellTabs(page).getByRole('tab', { name: '产品查询', exact: true }).click()
  await pagerTotal(page, 19)
  expect(page.url()).toBe(`${BASE}/product-manage/fund-query?stages=operating`)
  await expect(
    page.locator('.query-form').getByText('存续期', { exact: true }).count(),
  ).resolves.toBe(1)
  await page.context().close()
})

test('a fund opened by its code alone, in the dark skin: named tab, chart drawn; its contacts', async () => {
  const page = await loggedIn('dark', '/funds-query-detail?fundCode=SXA005')
  await shellTabs(page)
    .getByRole('tab', { name: /^SXA005 泉城/ })
    .waitFor()
  await expectChart(page)
  await shot(page, 'fund-detail-nav-dark')

  await page.getByRole('button', { name: /联系人维护/ }).click()
  await records(page).first().waitFor()
  await shellTabs(page).getByRole('tab', { name: '联系人维护 SXA005' }).waitFor()
  await page.context().close()

  const light = await loggedIn(undefined, '/funds-query-contact?fundCode=SXA001')
  await records(light).first().waitFor()
  await shot(light, 'fund-contacts')
  await light.getByRole('button', { name: /新增联系人/ }).click()
  await light.getByRole('dialog').getByLabel('手机号码').fill('12345')
  await light
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click()
  await light.getByText('请输入正确的11位手机号码').waitFor()
  await shot(light, 'fund-contact-dialog')
  await light.goto(`${BASE}/funds-query-detail?fundCode=SXC001`)
  await light.getByText('未找到该产品').waitFor()
  await shot(light, 'fund-not-found')
  await light.context().close()
})
