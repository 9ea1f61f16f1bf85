/* global window -- in page.evaluate */
import { heapAfterGc, watchNetwork, withFreshBrowser } from '../lib/browser.mjs'
import { firstContentfulPaint, installPasswordProbe } from '../lib/in-page.mjs'

/**
 * One cold load of a login page: first contentful paint, the password field shown, and once
 * the network is quiet, the bytes and requests it took and the JS heap after GC.
 */
export function loadLoginPage(url, what) {
  return withFreshBrowser(what, async ({ page, cdp }) => {
    const network = await watchNetwork(cdp)
    await page.addInitScript(installPasswordProbe)
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    const passwordShown = await page.evaluate(() => window.__bench.passwordShown)
    await network.idle()
    const fcp = await page.evaluate(firstContentfulPaint)
    return {
      fcp,
      passwordShown,
      bytes: network.bytes,
      requests: network.requests,
      heap: await heapAfterGc(cdp),
    }
  })
}
