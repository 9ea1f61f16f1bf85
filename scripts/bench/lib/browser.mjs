import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// As tests/e2e/browser.ts; headless is Playwright's own option here.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function assertChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    )
  }
}

/** Browsers still open, closed on Ctrl-C or a crash of the run. */
const open = new Set()
export const closeAllBrowsers = () => Promise.allSettled([...open].map((close) => close()))

const withTimeout = (promise, ms, what) => {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)
  })
  promise.catch(() => undefined) // its rejection after a timeout is no longer anyone's business
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Runs `fn` in a cold browser: a new profile (empty HTTP cache, storage and service workers),
 * one page at 1440×900, a CDP session on it. Closed and deleted afterwards, whatever happens.
 */
export async function withFreshBrowser(what, fn, { timeoutMs = 180_000 } = {}) {
  const profile = await mkdtemp(join(tmpdir(), 'bench-profile-'))
  let context
  const close = async () => {
    await context?.close().catch(() => undefined)
    await rm(profile, { recursive: true, force: true }).catch(() => undefined)
  }
  open.add(close)
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timeout: 60_000,
    })
    const page = context.pages()[0] ?? (await context.newPage())
    page.setDefaultTimeout(30_000)
    const errors = []
    page.on('pageerror', (error) => errors.push(error))
    const cdp = await context.newCDPSession(page)
    const result = await withTimeout(fn({ context, page, cdp }), timeoutMs, what)
    // Reported, not fatal: the figures of a run with a page error are still figures.
    for (const error of errors) console.warn(`  ! ${what}: the page threw ${error}`)
    return result
  } finally {
    open.delete(close)
    await close()
  }
}

export async function chromiumVersion() {
  return withFreshBrowser('reading the version', async ({ cdp }) => {
    const { product } = await cdp.send('Browser.getVersion')
    return product
  })
}

/** JS heap of the page after two full garbage collections, in bytes. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * Counts the page's requests and the bytes they took on the wire (encodedDataLength: headers
 * and the body as sent, compressed); idle() waits until nothing has been in flight for a while.
 */
export async function watchNetwork(cdp) {
  const started = new Set()
  const inFlight = new Set()
  let bytes = 0
  let lastChange = Date.now()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith('data:')) return
    started.add(requestId)
    inFlight.add(requestId)
    lastChange = Date.now()
  })
  const ended = ({ requestId, encodedDataLength = 0 }) => {
    if (!inFlight.delete(requestId)) return
    bytes += encodedDataLength
    lastChange = Date.now()
  }
  cdp.on('Network.loadingFinished', ended)
  cdp.on('Network.loadingFailed', ended)
  await cdp.send('Network.enable')
  return {
    get bytes() {
      return bytes
    },
    get requests() {
      return started.size
    },
    async idle(quietMs = 500, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > until) throw new Error(`the network was still busy after ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
  }
}
