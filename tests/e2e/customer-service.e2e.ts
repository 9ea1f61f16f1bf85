import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, shellTabs } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

test('在线客服 opens the demo’s own page standing in for the firm’s customer-service window', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/login?ucCode=DEMO-SSO-ADMIN`)
  await shellTabs(page).waitFor()

  const popup = page.context().waitForEvent('page')
  await page.getByRole('button', { name: '在线客服' }).click()
  const window = await popup
  await window.waitForLoadState()
  expect(new URL(window.url()).pathname).toBe('/im-client/sign')
  expect(new URL(window.url()).searchParams.get('sign')).toMatch(/^demo-\w+$/)
  await window.getByRole('heading', { name: '在线客服' }).waitFor()
  await window.getByText('演示环境：此页代替证券公司的在线客服窗口。').waitFor()
  // The sign is the session's key to the chat: the page does not show it.
  const sign = new URL(window.url()).searchParams.get('sign')!
  expect(await window.locator('body').innerText()).not.toContain(sign)
  await page.context().close()
})
