import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, logIn, records } from './browser'

/*
 * One clock (issue 17 §3): a browser in New York (UTC-5, 13 hours behind Beijing) sees Beijing
 * time everywhere: 交易申请's row and its timeline agree, and 本次登录时间 is the Beijing time
 * the login happened.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

async function newYorkPage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'America/New_York',
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}

/** A Beijing wall clock (YYYY-MM-DD HH:mm:ss) as the instant it names. */
const beijingInstant = (wallClock: string) => Date.parse(`${wallClock.replace(' ', 'T')}+08:00`)

test('in New York: 交易申请’s row and timeline show one Beijing time; so does 本次登录时间', async () => {
  const page = await newYorkPage()
  await page.goto(`${BASE}/login`)
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  )
  const before = Math.floor(Date.now() / 1000) * 1000
  await logIn(page)
  const after = Date.now()

  await page.goto(`${BASE}/transfer-agent/trade-apply`)
  const row = records(page.locator('.kept-page:visible')).first()
  // The first list builds every fund's TA book in the browser: slow on a loaded machine.
  await row.waitFor({ timeout: 90_000 })
  const cells = await row.locator('td').allTextContents()
  const listed = cells.find((text) => DATE_TIME.test(text))
  expect(listed).toBeDefined()
  await row.getByRole('button', { name: /^详\s*情$/ }).click()
  const timeline = page.getByRole('list', { name: '办理进度' })
  const submitted = timeline.locator('.status-timeline__step').filter({ hasText: '提交申请' })
  await expect.poll(() => submitted.locator('time').textContent()).toBe(listed)

  await page.goto(`${BASE}/individual-center`)
  const loginTime = page.getByRole('cell').filter({ hasText: '本次登录时间' })
  await loginTime.waitFor({ timeout: 30_000 })
  const shown = (await loginTime.textContent())!.replace('本次登录时间', '')
  expect(shown).toMatch(DATE_TIME)
  expect(beijingInstant(shown)).toBeGreaterThanOrEqual(before)
  expect(beijingInstant(shown)).toBeLessThanOrEqual(after)
})
