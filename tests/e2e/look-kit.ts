import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'

/* What a screenshot of a page is meant to show, checked: skin colours, fit in the window, charts drawn. */

/**
 * Relative luminance (0 dark – 1 light) of an element's text, or of the ground it is painted
 * on: its background and those behind it, a translucent one (antd's expanded row is white at
 * 4%) laid over what is under it, down to the first opaque one (or the page's white).
 */
const luminance = (locator: Locator, of: 'color' | 'backgroundColor') =>
  locator.evaluate((el, of) => {
    const rgba = (colour: string) => {
      const [r = 0, g = 0, b = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number)
      return { rgb: [r, g, b], alpha }
    }
    const layers = []
    for (let node: Element | null = el; node; node = node.parentElement) {
      layers.push(rgba(getComputedStyle(node)[of]))
      if (of === 'color' || layers.at(-1)!.alpha >= 1) break
    }
    const [r = 0, g = 0, b = 0] =
      of === 'color'
        ? layers[0]!.rgb
        : layers.reduceRight<number[]>(
            (under, { rgb, alpha }) => rgb.map((c, i) => c * alpha + under[i]! * (1 - alpha)),
            [255, 255, 255],
          )
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
  }, of)

/** Light text on a dark ground, as the dark skin paints it. */
export async function expectDark(locator: Locator) {
  await expect(luminance(locator, 'backgroundColor')).resolves.toBeLessThan(0.2)
  await expect(luminance(locator, 'color')).resolves.toBeGreaterThan(0.5)
}

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Inside the window, left to right. */
export async function expectWithinWidth(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

/**
 * A chart's canvas has painted its picture and stopped changing: not blank, and the same in two
 * looks running. ECharts paints in frames and leaves no sign in the DOM when it is done; under
 * reduced motion (the journeys' default) it draws without its draw-in animation. The canvas is
 * found again at each look: a chart that is built again while its data loads replaces it, and a
 * handle held on the first one would watch a detached, blank canvas for ever.
 */
export async function chartPainted(canvas: Locator) {
  let last: number | undefined
  await expect
    .poll(
      async () => {
        const picture = await canvas.evaluate((c: HTMLCanvasElement) => {
          const blank = document.createElement('canvas')
          blank.width = c.width
          blank.height = c.height
          const url = c.toDataURL()
          if (url === blank.toDataURL()) return 0
          let hash = 7
          for (let i = 0; i < url.length; i++) hash = (hash * 31 + url.charCodeAt(i)) | 0
          return hash || 1
        })
        const settled = picture !== 0 && picture === last
        last = picture
        return settled
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}
