/* global window -- in page.evaluate */
// `npm run dev` against `vite preview` of the production build, both answering /ceres with the
// demo server (issue 20): from the command to the login form, then 登录 → home usable.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { HOME_READY } from '../config.mjs'
import { withFreshBrowser } from '../lib/browser.mjs'
import { installPasswordProbe } from '../lib/in-page.mjs'
import { fillLogin, loginButton, orgPicker, timeTo } from './shell.mjs'

const VITE = 'node_modules/vite/bin/vite.js'
/** The dependency cache a fresh clone does not have yet. */
const DEPS_CACHE = 'node_modules/.vite'
const PICKER_READY = { all: [{ selector: '[role="dialog"]', text: '请选择登录的管理人机构' }] }
/** Where the app's code and the demo backend's would come from, as the dev server serves them. */
const DEMO_CODE = /\/demo-server\/|\/demo-static\/|\/(msw|@mswjs)[/_]|mockServiceWorker/
const ADDRESS_CHANGE = '/individual-center'

function startServer(kind, port, dist) {
  const args = kind === 'dev' ? [VITE] : [VITE, 'preview', '--outDir', dist]
  const child = spawn(
    process.execPath,
    [...args, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  return {
    errors: () => errors,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

async function answering(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Starts the server (`dev` from a cold dependency cache, as on a fresh clone, or `preview`),
 * then in a cold browser: the command → the password field shown, 登录 → home usable, and in
 * dev the requests of one address change and how many were demo-backend code.
 */
export async function devOrPreviewSession(kind, { port, dist }) {
  if (kind === 'dev') rmSync(DEPS_CACHE, { recursive: true, force: true })
  const started = performance.now()
  const server = startServer(kind, port, dist)
  const base = `http://127.0.0.1:${port}/public`
  try {
    await answering(`${base}/`)
    return await withFreshBrowser(`${kind} server session`, async ({ context, page }) => {
      // A demo of its own on the server: the developer's demo data stays as it was.
      await context.addCookies([
        { name: 'ceres-demo-space', value: `bench-${kind}-${Date.now()}`, url: base },
      ])
      const asked = []
      page.on('request', (request) => asked.push(new URL(request.url()).pathname))
      await page.addInitScript(installPasswordProbe)
      page.setDefaultTimeout(120_000)
      await page.goto(`${base}/login`, { waitUntil: 'domcontentloaded' })
      await page.evaluate(() => window.__bench.passwordShown)
      const toPassword = performance.now() - started
      await page.waitForLoadState('networkidle')
      await fillLogin(page)
      const toPicker = await timeTo(page, PICKER_READY, () => loginButton(page).click())
      const enter = orgPicker(page).getByRole('button', { name: /进\s*入/ })
      const toHome = await timeTo(page, HOME_READY, () => enter.click())
      await page.waitForLoadState('networkidle')
      const before = asked.length
      await page.goto(`${base}${ADDRESS_CHANGE}`)
      await page.waitForLoadState('networkidle')
      const change = asked.slice(before)
      return {
        toPassword,
        loginToHome: toPicker + toHome,
        changeRequests: change.length,
        demoModules: asked.filter((path) => DEMO_CODE.test(path)).length,
      }
    })
  } catch (error) {
    throw new Error(`${error.message}\n${server.errors().slice(-2000)}`, { cause: error })
  } finally {
    await server.stop()
  }
}
