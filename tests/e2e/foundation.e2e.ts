import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, logIn, newPage, shot } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

test('manager logs in with code 8888 and lands on the home page with groups and banner', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/login`)
  await page.getByRole('img', { name: '图形验证码' }).waitFor()
  await shot(page, 'login')
  await logIn(page)
  await page.waitForURL(`${BASE}/home-page`)
  await page.getByRole('button', { name: /模块设置/ }).waitFor()
  const nav = page.getByRole('menu', { name: '导航菜单' })
  for (const group of ['首页', '产品管理', '托管查询', '估值核对']) {
    await expect(nav.getByText(group, { exact: true }).first().isVisible()).resolves.toBe(true)
  }
  // Groups that do not fit at 1440 px next to the service icons fold under 更多.
  await expect(nav.getByText('综合管理', { exact: true }).count()).resolves.toBe(1)
  await expect(page.getByRole('status', { name: '运行环境' }).textContent()).resolves.toContain(
    '演示环境',
  )
  await expect(page.getByText('v2.5.0').isVisible()).resolves.toBe(true)
  await shot(page, 'home')
  await page.context().close()
})

test('a reload keeps the session', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/login`)
  await logIn(page)
  await page.goto(`${BASE}/custodian/bank-statement`)
  await page.locator('.query-table__title', { hasText: '银行流水' }).waitFor()
  await page.reload()
  await page.locator('.query-table__title', { hasText: '银行流水' }).waitFor()
  expect(page.url()).toBe(`${BASE}/custodian/bank-statement`)
  await expect(page.getByText('王经理').isVisible()).resolves.toBe(true)
  // antd's zero-runtime mode (protected-area.tsx): loaded in the shell, antd writes its theme's
  // CSS variables only; the components' rules come from the shell's stylesheet.
  await expect(
    page.evaluate(() => ({
      generatedRules: document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')
        .length,
      buttonsStyledBySheet: [...document.styleSheets].some(
        (sheet) =>
          sheet.href &&
          [...sheet.cssRules].some((rule) => (rule as CSSStyleRule).selectorText === '.ant-btn'),
      ),
    })),
  ).resolves.toEqual({ generatedRules: 0, buttonsStyledBySheet: true })
  await page.context().close()
})

test('an unknown path gives the 404 page', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/login`)
  await logIn(page)
  await page.goto(`${BASE}/no/such/page`)
  await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor()
  expect(page.url()).toBe(`${BASE}/404`)
  await shot(page, '404')
  await page.context().close()
})

test('a menu without permission is refused, from the header and by address', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/login`)
  await logIn(page)
  // A click opens the group's panel and keeps it open (a hover can close it again on a slow run).
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByRole('menuitem', { name: '产品管理' }).click()
  await page.getByRole('menu', { name: '产品管理' }).waitFor()
  await page.getByRole('menuitem', { name: /产品清算/ }).click()
  await page.getByText('该菜单暂无权限，需要联系管理员授权。').waitFor()
  expect(page.url()).toBe(`${BASE}/home-page`)
  await page.goto(`${BASE}/product-manage/fund-liquidation`)
  await page.getByText('暂无 “产品管理/产品运营/产品清算” 菜单访问权限').waitFor()
  await shot(page, 'refused')
  await page.context().close()
})

test('a protected address visited while logged out returns there after login', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/custodian/bank-statement?from=mail`)
  await page.waitForURL(/\/public\/login\?redirect=/)
  await logIn(page)
  await page.locator('.query-table__title', { hasText: '银行流水' }).waitFor()
  expect(page.url()).toBe(`${BASE}/custodian/bank-statement?from=mail`)
  await page.context().close()
})
