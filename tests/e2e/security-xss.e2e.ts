import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { XSS_PAYLOADS } from '../../demo-server/scenarios/xss-payloads'
import { BASE, launch } from './browser'
import { failOnPageError, newContext } from './security-kit'
import { PLACES } from './xss-places'
import {
  armTripwire,
  dangerousNodesOfPage,
  expectNothingRan,
  flagsOf,
  type Tripwire,
} from './xss-tripwire'

/*
 * The security suite, part 1 (issue 5): the `xss` demo scenario puts the payloads of
 * demo-server/scenarios/xss-payloads.ts in every piece of server text, and one session visits
 * every place that text reaches (tests/e2e/xss-places*.ts): nothing may run (the tripwire stays
 * silent, no dialog opens) and nothing that could run on a click may be in the DOM. The CSP is
 * bypassed, so this tests the sanitiser and React's escaping on their own.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

describe('XSS corpus through every place (CSP bypassed: the sanitiser and escaping alone)', () => {
  let context: BrowserContext
  let page: Page
  let tripwire: Tripwire

  beforeAll(async () => {
    context = await newContext(browser, { bypassCSP: true })
    tripwire = await armTripwire(context)
    page = await context.newPage()
    failOnPageError(page)
  })

  afterAll(async () => {
    await context?.close()
  })

  // The suite is only as good as its tripwire: a payload made to run must be caught.
  test('the tripwire catches a payload that runs, and the DOM scan one that could', async () => {
    const probe = await newContext(browser, { bypassCSP: true })
    const caught = await armTripwire(probe)
    const scratch = await probe.newPage()
    await scratch.goto(`${BASE}/login`)
    await scratch.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=__xss=1>')
      window.setTimeout(() => window.alert('probe'), 0)
    })
    await expect.poll(() => caught.hits.length).toBeGreaterThanOrEqual(3)
    expect(caught.hits.join('\n')).toMatch(/flag[\s\S]*alert|alert[\s\S]*flag/)
    expect(caught.hits.join('\n')).toContain('dialog alert: probe')
    expect(await flagsOf(scratch)).toContain(1)
    expect(await dangerousNodesOfPage(scratch)).toEqual([
      expect.stringMatching(/^onerror on <img>/),
    ])
    await probe.close()
  })

  test(`the corpus has at least 100 distinct payloads (${XSS_PAYLOADS.length})`, () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length)
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100)
  })

  for (const place of PLACES) {
    test(
      place.name,
      async () => {
        await place.visit(page)
        // Images loaded or failed and two frames drawn: a slipped-through handler has fired.
        await expectNothingRan(page, tripwire)
      },
      place.timeout ?? 60_000,
    )
  }
})
