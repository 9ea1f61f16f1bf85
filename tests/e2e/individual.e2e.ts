import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, records, shot, signIn } from './browser'
import { expectDark, expectWithinWidth, overflow } from './look-kit'
import { lookTest } from './rotation'

/*
 * 个人中心 and 新功能速递 (issue 7): the login just made heads 最近登录, the customer service
 * code is refreshed, and a new menu opens from 新功能速递. Photographed light, dark and at 900 px.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(options: { width?: number; dark?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai', // the seeded logins read as the office hours they were
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  if (options.dark) {
    await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  }
  await signIn(page)
  await page.waitForURL(`${BASE}/home-page`)
  return page
}

/** Today in Beijing, the portal's zone. */
const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date())

async function openIndividualCenter(page: Page) {
  await page.getByRole('button', { name: /用户菜单$/ }).click()
  await page.getByRole('menuitem', { name: /个人中心/ }).click()
  await page.waitForURL(`${BASE}/individual-center`)
  const table = page.getByRole('table', { name: '最近登录' })
  await records(table).first().waitFor()
  await page.getByLabel('客服识别码', { exact: true }).waitFor()
  await page.getByRole('heading', { name: '王经理' }).waitFor()
  return table
}

async function openNewFeatures(page: Page) {
  await page.getByRole('button', { name: '新功能速递' }).click()
  await page.waitForURL(`${BASE}/new-features-express`)
  await page.getByRole('list', { name: '新上线功能' }).waitFor()
  await page.locator('.release-note__body').first().waitFor()
}

test('manager: 最近登录 heads with this login, 刷新识别码, then 新功能速递 opens a new menu', async () => {
  const page = await loggedIn()
  const table = await openIndividualCenter(page)
  const top = await records(table).first().innerText()
  expect(top).toContain(today())
  expect(top).toContain('账号密码')
  expect(top).toContain('泉城私募基金管理有限公司')
  expect(top).toContain('成功')

  const code = page.getByLabel('客服识别码', { exact: true })
  const before = await code.innerText()
  expect(before).toMatch(/^[2-9A-HJ-NP-Z]{6}$/)
  await page.getByRole('button', { name: /刷新识别码/ }).click()
  await page
    .getByRole('button', { name: /刷\s*新/ })
    .last()
    .click()
  await expect.poll(() => code.innerText()).not.toBe(before)
  await page.getByText('识别码已刷新，原识别码已失效').waitFor()
  await page.mouse.move(5, 600) // off the button: its tooltip goes
  await motionSettled(page)
  await shot(page, 'individual-center')

  await openNewFeatures(page)
  const notes = page.getByRole('article')
  await expect(notes.first().innerText()).resolves.toMatch(/^V2\.5\.0/)
  await shot(page, 'new-features')
  await page
    .getByRole('navigation', { name: '版本' })
    .getByRole('button', { name: /V2\.0\.0/ })
    .click()
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('release-2-0-0')
  await page
    .getByRole('list', { name: '新上线功能' })
    .getByRole('button', { name: '付款账户变更' })
    .click()
  await page.waitForURL(`${BASE}/product-manage/pay-account-change`)
  await page.getByRole('tab', { name: '付款账户变更' }).waitFor()
  await page.context().close()
})

lookTest('individual: dark', 'dark skin: both pages', async () => {
  const page = await loggedIn({ dark: true })
  await openIndividualCenter(page)
  await expectDark(page.getByRole('heading', { name: '王经理' }))
  await expectDark(page.getByLabel('客服识别码', { exact: true }))
  await shot(page, 'individual-center-dark')
  await openNewFeatures(page)
  await expectDark(page.getByRole('article').first())
  await shot(page, 'new-features-dark')
  await page.context().close()
})

lookTest('individual: 900', 'a 900 px window: both pages', async () => {
  const page = await loggedIn({ width: 900 })
  await page.goto(`${BASE}/individual`)
  await page.waitForURL(`${BASE}/individual-center`)
  await records(page.getByRole('table', { name: '最近登录' }))
    .first()
    .waitFor()
  await page.getByLabel('客服识别码', { exact: true }).waitFor()
  await expectWithinWidth(page.getByLabel('客服识别码', { exact: true }), 900)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await shot(page, 'individual-center-900')
  await page.goto(`${BASE}/new-features-express`)
  await page.locator('.release-note__body').first().waitFor()
  await expectWithinWidth(page.getByRole('article').first(), 900)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await shot(page, 'new-features-900')
  await page.context().close()
})
