import type { BrowserContext, Frame, Page } from 'playwright-core'
import { expect } from 'vitest'
import { runnableNodes } from '../utils/runnable-nodes'

/**
 * The tripwire of the security suite: whatever a payload of demo-server/scenarios/xss-payloads.ts
 * does when it runs (sets `window.__xss`, calls alert, confirm or prompt), in the page or any
 * frame, is recorded here, and every dialog that opens is too.
 */
export interface Tripwire {
  /** What ran: 'flag', 'alert', 'confirm', 'prompt', 'dialog: …', with the frame's address. */
  hits: string[]
}

export async function armTripwire(context: BrowserContext): Promise<Tripwire> {
  const tripwire: Tripwire = { hits: [] }
  await context.exposeBinding('__xssHit', ({ frame }, what: string) => {
    tripwire.hits.push(`${what} in ${frame.url()}`)
  })
  await context.addInitScript(() => {
    const report = (what: string) => {
      try {
        ;(window as unknown as { __xssHit: (w: string) => void }).__xssHit(what)
      } catch {
        // the binding is missing only in documents no payload can reach
      }
    }
    let flag: unknown
    // An own accessor: a payload's `__xss = 1` calls the setter; an element with id="__xss"
    // cannot shadow it (named access on window comes after own properties).
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => flag,
      set: (value: unknown) => {
        flag = value
        report('flag')
      },
    })
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name] as (...args: unknown[]) => unknown
      Object.defineProperty(window, name, {
        configurable: false,
        value: (...args: unknown[]) => {
          report(name)
          return original.apply(window, args)
        },
      })
    }
  })
  context.on('page', (page) => watchDialogs(page, tripwire))
  return tripwire
}

function watchDialogs(page: Page, tripwire: Tripwire) {
  page.on('dialog', (dialog) => {
    tripwire.hits.push(`dialog ${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => undefined)
  })
}

/** The flag as each frame of the page holds it (undefined everywhere unless a payload ran). */
export async function flagsOf(page: Page): Promise<unknown[]> {
  return Promise.all(
    page
      .frames()
      .map((frame) =>
        frame
          .evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
          .catch(() => undefined),
      ),
  )
}

/** runnableNodes of one frame (none for a frame that went away meanwhile). */
export function dangerousNodes(frame: Frame): Promise<string[]> {
  // The function itself goes to the browser (it is self-contained), called there with no root.
  return frame.evaluate(runnableNodes as () => string[]).catch((error: unknown) => {
    if (frame.isDetached()) return []
    throw error
  })
}

/** dangerousNodes of every frame of the page. */
export async function dangerousNodesOfPage(page: Page): Promise<string[]> {
  const all = await Promise.all(page.frames().map((frame) => dangerousNodes(frame)))
  return all.flat()
}

/**
 * Waits until whatever a slipped-through payload would do has had its chance: every image has
 * loaded or failed (its onerror dispatched) and two frames have been drawn (an svg onload, an
 * animation start). Then nothing ran, and nothing that could run on a click is in the page.
 */
export async function expectNothingRan(page: Page, tripwire: Tripwire) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(tripwire.hits).toEqual([])
  expect((await flagsOf(page)).filter((flag) => flag !== undefined)).toEqual([])
  expect(await dangerousNodesOfPage(page)).toEqual([])
}
