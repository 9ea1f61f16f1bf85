import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { shellTabs } from './browser'

/* The keep-alive journey's tools (tests/e2e/keep-alive-every-page.e2e.ts). */

/** A shown page of the shell: its kept-alive container, whatever tab it is. */
export const shownPage = (page: Page, pathname: string) =>
  page.locator(`.kept-page[data-view^="${pathname}"]:visible`)

/** The selected tab's title. */
const activeTitle = (page: Page) =>
  shellTabs(page).locator('[role="tab"][aria-selected="true"]').getAttribute('aria-label')

/**
 * Opens an in-app path the way a link does (no reload): the router follows popstate. Waits
 * until the page shows, has loaded (no spinner left) and its tab is the selected one.
 */
export async function openInApp(page: Page, path: string) {
  const before = await activeTitle(page)
  await page.evaluate((to) => {
    window.history.pushState(null, '', `/public${to}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  const pathname = path.split('?')[0]!
  const shown = shownPage(page, pathname)
  await shown.waitFor()
  // Loaded: no loading panel of ours, no spinner (antd's Spin is aria-busy), no skeleton.
  await page.waitForFunction(
    (at) =>
      [...document.querySelectorAll(`.kept-page[data-view^="${at}"]`)].some(
        (view) =>
          view.checkVisibility({ visibilityProperty: true }) &&
          // By class for the skeleton: antd's Skeleton has no role or name saying it loads.
          !view.querySelector('.page-loading, [aria-busy="true"], .ant-skeleton'),
      ),
    pathname,
  )
  await expect.poll(() => activeTitle(page)).not.toBe(before)
  return { shown, title: (await activeTitle(page)) ?? '' }
}

/**
 * The page's first text field one can type into: a textbox or search box, not a picker's
 * (a typed date that is not chosen goes back on blur, by design), not read-only or disabled.
 */
export async function firstTextField(shown: Locator): Promise<Locator | undefined> {
  const fields = shown
    .getByRole('textbox')
    .or(shown.getByRole('searchbox'))
    // By class: a date picker's input is a textbox like any other; no role or name tells it.
    .and(shown.page().locator(':not(.ant-picker *):not([readonly]):not([disabled])'))
  const count = await fields.count()
  for (let n = 0; n < count; n += 1) {
    if (await fields.nth(n).isVisible()) return fields.nth(n)
  }
  return undefined
}

/** Where the shown page scrolls: the nearest element around it that scrolls, or the window. */
export interface ScrollState {
  scrolls: boolean
  top: number
}

/** The offsets of the window and of every element around the page (the frame may scroll). */
export const scrollState = (shown: Locator): Promise<ScrollState> =>
  shown.evaluate((view) => {
    const root = document.scrollingElement!
    let top = window.scrollY
    let scrolls = root.scrollHeight > window.innerHeight
    for (
      let around = view.parentElement;
      around && around !== root;
      around = around.parentElement
    ) {
      const { overflowY } = getComputedStyle(around)
      if (/auto|scroll/.test(overflowY) && around.scrollHeight > around.clientHeight) {
        scrolls = true
        top += around.scrollTop
      }
    }
    return { scrolls, top }
  })

/**
 * Scrolls the page down by up to `by` pixels, in whichever element scrolls it (the window, or
 * the frame around the page), and waits until the scroll has been dispatched.
 */
export const scrollDown = (shown: Locator, by: number) =>
  shown.evaluate(
    (view, distance) =>
      new Promise<void>((done) => {
        const root = document.scrollingElement!
        let scroller: Element = root
        for (
          let around = view.parentElement;
          around && around !== root;
          around = around.parentElement
        ) {
          const { overflowY } = getComputedStyle(around)
          if (/auto|scroll/.test(overflowY) && around.scrollHeight > around.clientHeight) {
            scroller = around
            break
          }
        }
        const before = scroller.scrollTop
        document.addEventListener('scroll', () => done(), { capture: true, once: true })
        if (scroller === root) window.scrollBy(0, distance)
        else scroller.scrollTop += distance
        // Already at the bottom: no scroll, no event to wait for.
        if (scroller.scrollTop === before) done()
      }),
    by,
  )

/** Clicks a shell tab by its title and waits until its page shows. */
export async function showTab(page: Page, title: string, pathname: string) {
  await shellTabs(page).getByRole('tab', { name: title, exact: true }).click()
  await shownPage(page, pathname).waitFor()
}
