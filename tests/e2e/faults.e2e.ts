import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MSG } from '../../src/config/messages'
import { launch, logIn, shot } from './browser'
import { walk } from './fault-walk'
import { serveDemoStatic } from './private-server'
import {
  failurePanels,
  framesPainted,
  isKnownMessage,
  RETRY,
  recordToasts,
  rootText,
  settle,
  toastText,
} from './quiet-ui'

/*
 * Issue 5: a fifth of the API requests fail (503, a timeout, malformed JSON, a dropped
 * connection) while a walk opens 30 pages and panels. FAULT_SEED replays a run.
 */
const RATE = Number(process.env.FAULT_RATE ?? 0.2)
/*
 * A fixed seed by default, so CI replays one known walk; FAULT_SEED=random explores. (Seed
 * 367427 shows a known gap: a timeout on a call the walk abandons within 3 s, e.g. a search
 * closed while its request hangs, is counted as a fault with no message.)
 */
const SEED =
  process.env.FAULT_SEED === 'random'
    ? 1 + Math.floor(Math.random() * 1_000_000)
    : Number(process.env.FAULT_SEED) || 958528
/** A timeout fault takes 3 s (the demo's request timeout); then all must be quiet. */
const SETTLE_MS = 8_000
/**
 * A retry's click gets a page load's time, not the walk's 6 s: with two suites on one machine,
 * both walks of a pair timed out clicking 银行流水's 重新加载 (the click done, Playwright still
 * waiting after it). The click is not what the walk tests; what the retry brings back is.
 */
const RETRY_CLICK_MS = 20_000
const FAULT_PREFIX = '[demo-fault]'
const PAUSE_FLAG = 'ceresDemoFaultsPaused'

let browser: Browser
let staticDemo: Awaited<ReturnType<typeof serveDemoStatic>>

// Faults are asked of the demo backend in the page: these journeys run the static demo.
beforeAll(async () => {
  browser = await launch()
  staticDemo = await serveDemoStatic(20)
})

afterAll(async () => {
  await browser?.close()
  await staticDemo?.close()
})

interface Findings {
  faults: string[]
  toasts: string[]
  errors: string[]
  problems: string[]
  skipped: string[]
  /** Steps after which a retry was clicked (with the faults paused). */
  retried: string[]
  /** Odd things seen that are not failures. */
  notes: string[]
  /** Every console error, for the report (failed loads log there too). */
  consoleErrors: string[]
}

/**
 * A photo for the report: on a loaded runner a full-page one can outlast the walk's 6 s waits,
 * and a photo that did not come is noted, not a failed walk.
 */
async function photo(page: Page, name: string, findings: Findings) {
  await shot(page, name).catch((error: Error) => {
    findings.notes.push(`no photo ${name}: ${error.message.split('\n')[0]}`)
  })
}

/** API calls asked and not yet answered or failed (a timeout fails after 3 s): toasts to come. */
const unanswered = new Set<Request>()
const isApiCall = (request: Request) =>
  ['fetch', 'xhr'].includes(request.resourceType()) && request.url().includes('/ceres/api/')

async function faultyPage(findings: Findings) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  context.setDefaultTimeout(6_000)
  await recordToasts(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => findings.errors.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    if (isApiCall(request)) unanswered.add(request)
  })
  page.on('requestfinished', (request) => unanswered.delete(request))
  page.on('requestfailed', (request) => unanswered.delete(request))
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith(FAULT_PREFIX)) findings.faults.push(text.slice(FAULT_PREFIX.length).trim())
    const toast = toastText(text)
    if (toast !== undefined) findings.toasts.push(toast)
    if (/Unhandled|Uncaught/i.test(text)) findings.errors.push(`console: ${text}`)
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
      const { url, lineNumber } = message.location()
      findings.consoleErrors.push(`${text.split('\n')[0] ?? ''} (${url}:${lineNumber})`)
    }
  })
  return page
}

const setPaused = (page: Page, paused: boolean) =>
  page.evaluate(([flag, on]) => Object.assign(window, { [flag as string]: on }), [
    PAUSE_FLAG,
    paused,
  ] as const)

/**
 * A failure panel must offer a retry; with the faults paused, every retry shown (panels, the
 * search's 重试, the menus' 重新加载) must bring back what failed.
 */
async function retryRecovers(page: Page, step: string, findings: Findings) {
  for (const panel of await failurePanels(page)) {
    if (!panel.retry) findings.problems.push(`${step}: "${panel.title}" offers no retry`)
  }
  const retries = page.getByRole('button', { name: RETRY }).filter({ visible: true })
  if ((await retries.count()) === 0) return
  findings.retried.push(step)
  await setPaused(page, true)
  try {
    // A round clicks one retry: as many rounds as retries shown (the home page can show five), and
    // two to spare.
    const rounds = (await retries.count()) + 2
    for (let round = 0; round < rounds && (await retries.count()) > 0; round += 1) {
      await retries
        .first()
        .click({ timeout: RETRY_CLICK_MS })
        .catch(async (error: Error) => {
          // One retry can bring back several panels that share a call: the button about to be
          // clicked left with its panel, and no other was there to click.
          if ((await retries.count()) > 0) throw error
        })
      await settle(page, SETTLE_MS)
    }
    if ((await retries.count()) > 0) {
      findings.problems.push(`${step}: a retry did not recover`)
      await photo(page, `faults-no-recovery-${findings.problems.length}`, findings)
    }
  } finally {
    await setPaused(page, false)
  }
}

/**
 * Every call the walk started has been answered or has failed (a timeout fault fails after
 * 3 s). After each step too, as a user waits for a page to finish: the next step could
 * otherwise cancel a call still on its way (most likely how a 503 on the FAQ search went
 * unannounced in a run beside a second one: the next step closed the search).
 */
async function callsAnswered(step: string, findings: Findings) {
  await expect
    .poll(() => unanswered.size, { timeout: SETTLE_MS })
    .toBe(0)
    .catch(() => {
      const left = Array.from(unanswered, (request) => new URL(request.url()).pathname)
      findings.notes.push(`${step}: calls still unanswered: ${left.join(' ')}`)
    })
}

/** The toasts the last calls caused are logged: shown within two frames, logged a task later. */
async function lastToastsLogged(page: Page, findings: Findings) {
  await callsAnswered('the end', findings)
  await framesPainted(page)
  await page.evaluate(() => new Promise((logged) => setTimeout(logged, 0)))
}

/** Push notices (the demo greets every session after 20 s) stay until closed, over the header. */
async function closeNotices(page: Page) {
  // A notice is an alert with a 关闭 button (antd's zh_CN name for it).
  const closes = page.getByRole('alert').getByRole('button', { name: '关闭', exact: true })
  for (const close of await closes.all()) {
    await close.click().catch(() => undefined)
  }
}

/** The walk uses the sidebar's lists; once it was found collapsed with no step asking for it. */
async function expandSidebar(page: Page, step: string, findings: Findings) {
  const expand = page.getByRole('button', { name: '展开侧边栏' })
  if (!(await expand.isVisible())) return
  findings.notes.push(`the sidebar was collapsed before "${step}"`)
  await expand.click()
}

/**
 * Calls whose failure the client announces (the others are silent: their callers decide). The
 * fault log gives a call's parameter names: /faq/answerContent with a faqId is one FAQ's answer,
 * silent because the answer's place says inline why it is missing.
 */
const ANNOUNCED =
  /\/(menu\/search|query\/templateCenter\/searchTemplateList|faq\/answerContent|menu\/getUserFrequentlyUsedMenu)(\?.*)?$/
const announced = (path: string) => ANNOUNCED.test(path) && !/answerContent\?.*\bfaqId\b/.test(path)
const MESSAGE_OF: Record<string, string> = {
  'server-error': MSG.httpFallback(503),
  timeout: MSG.timeout,
  'malformed-json': MSG.badResponse,
  dropped: MSG.network,
}

/** Faults on announced calls whose catalogue message never showed. */
function unannouncedFaults({ faults, toasts, notes }: Findings) {
  return faults.filter((fault) => {
    const [kind = '', , path = ''] = fault.split(' ')
    if (!announced(path) || toasts.includes(MESSAGE_OF[kind] ?? kind)) return false
    // A timeout answers only after 3 s; by then the walk may have moved on and the page have
    // cancelled the call (a closed search box, a left page), which rightly announces nothing.
    // Which of the two it was is not visible here, so a silent timeout is noted, not failed.
    if (kind === 'timeout') {
      notes.push(`no ${MSG.timeout} for ${fault} (abandoned?)`)
      return false
    }
    return true
  })
}

async function checkQuiet(page: Page, step: string, findings: Findings) {
  await callsAnswered(step, findings)
  const busy = await settle(page, SETTLE_MS)
  if (busy.length) {
    findings.problems.push(`${step}: still busy after ${SETTLE_MS} ms: ${busy.join(' | ')}`)
    await photo(page, `faults-busy-${findings.problems.length}`, findings)
  }
  if (!(await rootText(page))) {
    findings.problems.push(`${step}: white screen`)
    await photo(page, `faults-white-${findings.problems.length}`, findings)
  }
  await retryRecovers(page, step, findings)
}

test(`a walk of 30 steps with ${RATE * 100}% of requests failing stays usable`, async () => {
  const findings: Findings = {
    faults: [],
    toasts: [],
    errors: [],
    problems: [],
    skipped: [],
    retried: [],
    notes: [],
    consoleErrors: [],
  }
  const page = await faultyPage(findings)
  try {
    // Loading the static demo and logging in are not the walk: on a loaded runner they alone can
    // take longer than the walk's 6 s waits (the first load starts the demo's service worker and
    // seeds its data; the login is 4 s on an idle 2-core machine), so they get their own.
    page.setDefaultTimeout(30_000)
    await page.goto(`${staticDemo.base}/login?demo-scenario=faults:${RATE}:${SEED}`)
    await logIn(page, 'admin', 'Admin1234')
    page.setDefaultTimeout(6_000)
    await checkQuiet(page, 'login', findings)
    for (const step of walk) {
      try {
        await closeNotices(page)
        await expandSidebar(page, step.name, findings)
        await step.run(page)
      } catch (error) {
        // A failed request can leave nothing to click: note it, then check the page anyway.
        findings.skipped.push(`${step.name}: ${(error as Error).message.split('\n')[0]}`)
        await photo(page, `faults-skipped-${findings.skipped.length}`, findings)
      }
      await checkQuiet(page, step.name, findings)
    }
    await lastToastsLogged(page, findings)
  } finally {
    await photo(page, 'faults-end', findings)
    await page.context().close()
  }

  const unknown = findings.toasts.filter((text) => !isKnownMessage(text))
  const unannounced = unannouncedFaults(findings)
  const report = JSON.stringify({ seed: SEED, ...findings, unknown }, null, 2)
  console.info(`faults walk (FAULT_SEED=${SEED}):`, report)
  expect(findings.faults.length, `no fault was injected (seed ${SEED})`).toBeGreaterThan(0)
  expect(findings.problems, `seed ${SEED}`).toEqual([])
  expect(findings.errors, `seed ${SEED}`).toEqual([])
  expect(unknown, `messages outside the catalogue (seed ${SEED})`).toEqual([])
  expect(unannounced, `faults shown without their message (seed ${SEED})`).toEqual([])
  expect(findings.skipped.length, `most steps must get through (seed ${SEED})`).toBeLessThan(
    walk.length / 3,
  )
}, 420_000)
