import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, shellTabs, signIn } from './browser'

/* Issue 19 §3: the shell's frame fits the window, and the active tab is always in view. */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(width = 1440, height = 900) {
  const page = await newPage(browser, width, height)
  await signIn(page, 'admin', 'Admin1234')
  return page
}

/** Goes to an address inside the app, as a link or the router does (no page load). */
const goTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, `/public${path}`)

const fundTitle = (n: number) => `F${String(n).padStart(3, '0')} 测试产品${n}号`
const fundPath = (n: number) =>
  `/funds-query-detail?fundCode=F${String(n).padStart(3, '0')}&fundName=测试产品${n}号`

/** Where the active tab is, and the box of the bar it scrolls in. */
async function activeTabPlace(page: Page) {
  const bar = shellTabs(page)
  const [outer, tab] = await Promise.all([
    bar.boundingBox(),
    bar.getByRole('tab', { selected: true }).boundingBox(),
  ])
  if (!outer || !tab) return 'not shown'
  const inside = tab.x >= outer.x - 0.5 && tab.x + tab.width <= outer.x + outer.width + 0.5
  return inside ? 'in view' : `at x = ${tab.x} in a bar from ${outer.x} to ${outer.x + outer.width}`
}

const expectActiveInView = (page: Page, name: string) =>
  expect
    .poll(async () => {
      const selected = await shellTabs(page)
        .getByRole('tab', { selected: true })
        .getAttribute('aria-label')
      return selected === name ? activeTabPlace(page) : `${selected} is active`
    })
    .toBe('in view')

test('with 24 tabs the active one is always in view, however it became active', async () => {
  const page = await loggedIn()
  // 首页 and 23 product pages: three bars' worth of tabs.
  for (let n = 1; n <= 23; n += 1) {
    await goTo(page, fundPath(n))
    await shellTabs(page)
      .getByRole('tab', { name: fundTitle(n) })
      .waitFor()
  }
  await expect(shellTabs(page).getByRole('tab').count()).resolves.toBe(24)
  await expectActiveInView(page, fundTitle(23))

  // Chosen from the ▾ list: the first product, scrolled out of the bar on the left.
  await page.getByRole('button', { name: '全部标签页' }).click()
  await page.getByRole('menuitem', { name: fundTitle(1) }).click()
  await expectActiveInView(page, fundTitle(1))

  // The address changes to one in the middle.
  await goTo(page, fundPath(12))
  await expectActiveInView(page, fundTitle(12))

  // Closing the active tab goes to the last one, at the far end of the bar.
  await goTo(page, fundPath(1))
  await expectActiveInView(page, fundTitle(1))
  await page
    .getByRole('tab', { name: fundTitle(1) })
    .getByLabel(`关闭 ${fundTitle(1)}`)
    .click()
  await expectActiveInView(page, fundTitle(23))

  // A menu opens a page that is not a tab yet: its new tab, last in the bar.
  await page.getByRole('tab', { name: '首页' }).click()
  await expectActiveInView(page, '首页')
  await goTo(page, '/custodian/bank-statement')
  await expectActiveInView(page, '银行流水')
  await page.context().close()
})

/** The document's height against the window's, how far the window scrolled, the banner's top. */
const frameFit = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector('[aria-label="运行环境"]')?.getBoundingClientRect()
    return {
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
      scrollY: window.scrollY,
      bannerTop: banner?.top,
    }
  })

test.each([
  [1440, 900],
  [900, 700],
])('at %i×%i the frame fits the window: the page scrolls inside it', async (width, height) => {
  const page = await loggedIn(width, height)
  const banner = page.getByRole('status', { name: '运行环境' })
  await banner.waitFor()

  // A short page: nothing to scroll.
  await page.goto(`${BASE}/no-such-page`)
  await page.getByText('抱歉，您访问的页面不存在或已被移除。').waitFor()
  await expect(frameFit(page)).resolves.toEqual({
    scrollHeight: height,
    innerHeight: height,
    scrollY: 0,
    bannerTop: 0,
  })

  // A long page scrolls inside the frame: the banner and the tabs stay where they are.
  await page.goto(`${BASE}/home-page`)
  await shellTabs(page).getByRole('tab', { name: '首页', selected: true }).waitFor()
  // Its last card loaded: the page is taller than the frame at both sizes.
  await page.getByText('产品日历').waitFor()
  const tabsTop = (await shellTabs(page).boundingBox())?.y
  await page.mouse.move(width / 2, height - 100)
  await page.mouse.wheel(0, 600)
  await expect
    .poll(() => page.evaluate(() => document.querySelector('.keep-alive-area')?.scrollTop))
    .toBeGreaterThan(0)
  await expect(frameFit(page)).resolves.toEqual({
    scrollHeight: height,
    innerHeight: height,
    scrollY: 0,
    bannerTop: 0,
  })
  expect((await shellTabs(page).boundingBox())?.y).toBe(tabsTop)
  await page.context().close()
})
