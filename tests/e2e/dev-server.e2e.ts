import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { E2E_PORT, launch, logIn, newPage } from './browser'

/*
 * Issue 20: `npm run dev` answers /ceres with the demo server, so the browser loads the app
 * alone. A login and two pages in development: not one module of the demo backend or msw is
 * asked for. (dist is checked by check-budgets.mjs: no demo module in any chunk.)
 */

const DEMO_CODE =
  /\/demo-server\/|\/demo-static\/|\/node_modules\/(\.vite\/deps\/)?(msw|@mswjs)|mockServiceWorker/

let browser: Browser
let dev: ViteDevServer
const port = E2E_PORT + 30

beforeAll(async () => {
  browser = await launch()
  dev = await createServer({
    mode: 'development',
    server: { port, strictPort: true, host: '127.0.0.1', hmr: false },
    logLevel: 'warn',
  })
  await dev.listen()
})

afterAll(async () => {
  await browser?.close()
  await dev?.close()
})

test('the dev server’s browser loads no demo-backend code: a login, the home page and 产品查询', async () => {
  const base = `http://127.0.0.1:${port}/public`
  const page = await newPage(browser)
  // Each first visit has the dev server compile its modules on request (the login page, then
  // the shell, then 产品查询): the journey took 51 s beside a unit run, and a single wait can
  // outlast Playwright's 30 s on a runner doing twice that.
  page.setDefaultTimeout(90_000)
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto(`${base}/login`)
  await logIn(page)
  await page.waitForURL(`${base}/home-page`)
  await page.goto(`${base}/product-manage/fund-query`)
  await page.locator('tbody tr[data-row-key]').first().waitFor()

  expect(asked.some((path) => path.startsWith('/ceres/api/'))).toBe(true)
  expect(asked.some((path) => path.startsWith('/public/src/'))).toBe(true)
  expect(asked.filter((path) => DEMO_CODE.test(path))).toEqual([])
  await page.context().close()
}, 240_000)
