import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, bankStatement, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const tabNames = (page: Page) =>
  page
    .getByRole('tablist')
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('aria-label')))

async function loggedIn(width = 1440, height = 900, landing?: string) {
  const page = await newPage(browser, width, height)
  await signIn(page, 'admin', 'Admin1234', landing)
  return page
}

test('three pages opened from the header panels become three tabs', async () => {
  const page = await loggedIn()
  const nav = page.getByRole('menu', { name: '导航菜单' })
  const picks: Array<[string, string]> = [
    ['托管查询', '银行流水'],
    ['估值核对', '估值表'],
    ['费用查询', '费用计提'],
  ]
  for (const [group, item] of picks) {
    await nav.getByText(group, { exact: true }).hover()
    const panel = page.getByRole('menu', { name: group })
    await panel.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click()
    await page.getByRole('tab', { name: item }).waitFor()
    await panel.waitFor({ state: 'hidden' })
  }
  expect(await tabNames(page)).toEqual(['首页', '银行流水', '估值表', '费用计提'])
  await nav.getByText('产品管理', { exact: true }).hover()
  await page.getByRole('menu', { name: '产品管理' }).waitFor()
  await shot(page, 'header-panel')
  await page.context().close()
})

test('two fund detail pages are two tabs, and the tabs are back after a reload', async () => {
  const page = await loggedIn(1440, 900, '/funds-query-detail?fundCode=F001&fundName=泉城稳健一号')
  await page.getByRole('tab', { name: 'F001 泉城稳健一号' }).waitFor()
  await page.evaluate(() => {
    window.history.pushState(
      null,
      '',
      '/public/funds-query-detail?fundCode=F002&fundName=齐鲁成长二号',
    )
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await page.getByRole('tab', { name: 'F002 齐鲁成长二号' }).waitFor()
  expect(await tabNames(page)).toEqual(['首页', 'F001 泉城稳健一号', 'F002 齐鲁成长二号'])
  await page.reload()
  await page.getByRole('tab', { name: 'F001 泉城稳健一号' }).waitFor()
  expect(await tabNames(page)).toEqual(['首页', 'F001 泉城稳健一号', 'F002 齐鲁成长二号'])
  await page.context().close()
})

test('an embedded page keeps what was typed (and stays loaded) across tab switches', async () => {
  const page = await loggedIn(1440, 900, '/fee-query/invoice-external')
  const frame = page.frameLocator('iframe[title="发票查询"]')
  // The page's script (a file of its own) writes when it loaded: wait for it, not just the box.
  const loadedAt = frame.locator('#loaded-at')
  await expect.poll(() => loadedAt.textContent()).toMatch(/^\d{2}:\d{2}:\d{2}$/)
  const loadedAtText = await loadedAt.textContent()
  await frame.getByLabel('查询条件').fill('2026年第三季度')
  await page.getByRole('tab', { name: '首页' }).click()
  await page.waitForURL(`${BASE}/home-page`)
  await page.getByRole('tab', { name: '发票查询' }).click()
  await page.waitForURL(`${BASE}/fee-query/invoice-external`)
  await expect(frame.getByLabel('查询条件').inputValue()).resolves.toBe('2026年第三季度')
  await expect(loadedAt.textContent()).resolves.toBe(loadedAtText)
  await page.context().close()
})

test('关闭其他 keeps the home tab and the current one', async () => {
  const page = await loggedIn()
  for (const path of [
    'custodian/bank-statement',
    'custodian/account-balance',
    'fee-query/fee-accrual',
  ]) {
    await page.goto(`${BASE}/${path}`)
    await page.getByRole('tablist').waitFor()
  }
  await page.getByRole('tab', { name: '托管户余额' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭其他' }).click()
  await page.waitForURL(`${BASE}/custodian/account-balance`)
  expect(await tabNames(page)).toEqual(['首页', '托管户余额'])
  await page.context().close()
})

test('the sidebar collapses, and the dark skin survives a reload', async () => {
  const page = await loggedIn(1440, 900, '/custodian/bank-statement')
  await bankStatement(page).waitFor()
  await shot(page, 'shell-light')
  await page.getByRole('button', { name: '收起侧边栏' }).click()
  await page.getByRole('button', { name: '展开侧边栏' }).waitFor()
  await shot(page, 'shell-collapsed')
  await page.getByRole('button', { name: '切换到深色皮肤' }).click()
  // Reload only once the skin is applied (and saved), or the reload can race the click.
  await page.getByRole('button', { name: '切换到浅色皮肤' }).waitFor()
  await page.reload()
  await bankStatement(page).waitFor()
  await expect(page.evaluate(() => document.documentElement.dataset.skin)).resolves.toBe('dark')
  await page.getByRole('button', { name: '切换到浅色皮肤' }).waitFor()
  await page.getByRole('button', { name: '展开侧边栏' }).waitFor()
  await shot(page, 'shell-dark')
  await page.context().close()
})

test('at 900 px wide the shell is in mobile mode with the sidebar as a drawer', async () => {
  const page = await loggedIn(900, 800, '/custodian/bank-statement')
  await bankStatement(page).waitFor()
  await expect(page.getByRole('button', { name: '收起侧边栏' }).count()).resolves.toBe(0)
  await shot(page, 'shell-900')
  await page.getByRole('button', { name: '打开菜单' }).click()
  await page.getByRole('dialog', { name: '菜单' }).waitFor()
  await motionSettled(page) // the drawer has slid in
  await shot(page, 'shell-900-drawer')
  await page.context().close()
})
