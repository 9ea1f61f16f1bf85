import { readFileSync, writeFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, logIn, motionSettled, newPage, pushChannelOpen, shot, signIn } from './browser'
import { servePrivateCopy } from './private-server'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

test('a pushed message raises the unread badge without a reload', async () => {
  const page = await newPage(browser)
  await signIn(page)
  await page.getByRole('button', { name: '消息中心，2 条未读' }).waitFor()
  await pushChannelOpen(page)
  const reloads: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url())
  })
  // The demo backend publishes a notice to the organisation (what a real server would push).
  await page.evaluate(async () => {
    const token = document.cookie.match(/ceres_token=([^;]+)/)?.[1] ?? ''
    await fetch('/ceres/api/demo/publishNotice', {
      method: 'POST',
      headers: { Authorization: decodeURIComponent(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: '关于年报报送的通知',
        content: '请于 12 月 31 日前完成 2026 年年报报送。',
      }),
    })
  })
  await page.getByRole('button', { name: '消息中心，3 条未读' }).waitFor()
  // Its notification card (an alert with 关闭); the home page's list may show the title too.
  const card = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: '关闭', exact: true }) })
  await card.getByText('关于年报报送的通知', { exact: true }).waitFor()
  expect(reloads).toEqual([])
  await motionSettled(page) // the notice slides in
  await shot(page, 'push-notice')
  await page.context().close()
})

/** Deploys a "newer" build by rewriting version.json (same length: the server caches sizes). */
function deployNewerBuild(dir: string) {
  const file = `${dir}/version.json`
  const original = readFileSync(file, 'utf8')
  const last = original.at(-3)
  writeFileSync(file, `${original.slice(0, -3)}${last === 'z' ? 'y' : 'z'}${original.slice(-2)}`)
}

test('a newer deployed build is offered as a reload, never forced', async () => {
  // Its own copy of the build: the other files' journeys must not see the "newer" version.
  const server = await servePrivateCopy('newer-build', 10)
  try {
    const page = await newPage(browser)
    // version.json is checked at most every 5 minutes: the page's clock is moved past that.
    await page.clock.install()
    await page.goto(`${server.base}/login`)
    await logIn(page, 'admin', 'Admin1234')
    await page.getByRole('tab', { name: '首页' }).waitFor()
    deployNewerBuild(server.dir)
    await page.clock.fastForward('05:01')
    await page.evaluate(() =>
      window.history.pushState(null, '', '/public/custodian/bank-statement'),
    )
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
    await page.getByText('发现新版本').waitFor()
    await expect(page.getByText(/已更新至 v2\.5\.0/).isVisible()).resolves.toBe(true)
    expect(page.url()).toBe(`${server.base}/custodian/bank-statement`)
    await page.getByRole('button', { name: /稍\s*后/ }).click()
    await page.getByText('发现新版本').waitFor({ state: 'detached' })
    await page.context().close()
  } finally {
    await server.close()
  }
})
