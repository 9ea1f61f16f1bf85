import { expect } from 'vitest'
import { MSG } from '../../src/config/messages'
import {
  HOSTILE_PAGE_URLS,
  payloadLabel,
  XSS_KEYWORD,
  XSS_PAYLOADS,
  xssExternalUrl,
  xssPageUrl,
} from '../../demo-server/scenarios/xss-payloads'
import { BASE, shot } from './browser'
import { todaysShare, WEEK } from './rotation'
import { closeNotices, ESCAPED, ESCAPED_START, goInApp, type Place, text } from './security-kit'
import { PAGE_PLACES } from './xss-places-pages'

/**
 * Each payload alone on a page of its own, in a real browser, is a sweep: a seventh of them a
 * run, every one in a week (issue 21's rotation). Every run still sanitises each payload alone
 * (tests/unit/sanitize-corpus.test.ts) and sends the whole corpus through one page below.
 */
const payloadPagesToday = todaysShare(
  'xss payload pages',
  XSS_PAYLOADS.map((_, index) => index),
  (index) => String(index + 1),
  { shares: WEEK },
)

/** The places server text reaches today, in the order one session visits them. */
export const PLACES: Place[] = [
  {
    name: 'login page: environment name, image code, server message in the toast',
    visit: async (page) => {
      await page.goto(`${BASE}/login?demo-scenario=xss`)
      await page.getByLabel('用户名').waitFor()
      await expect(text(page, '[aria-label="运行环境"]')).resolves.toMatch(ESCAPED)
      await page.getByRole('img', { name: '图形验证码' }).waitFor()
      await page.getByLabel('用户名').fill('manager')
      await page.getByLabel('图形验证码', { exact: true }).fill('8888')
      await page.getByRole('button', { name: '获取验证码' }).click()
      await page.getByText(XSS_PAYLOADS[3] as string).waitFor()
    },
  },
  {
    name: 'organisation picker at login, then the header: user name, organisation, environment',
    visit: async (page) => {
      await page.getByLabel('密码', { exact: true }).fill('Manager123')
      await page.getByLabel('短信验证码').fill('8888')
      await page.getByRole('button', { name: /登\s*录/ }).click()
      const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
      await picker.waitFor()
      await expect(picker.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-org-picker')
      await picker.getByRole('button', { name: /进\s*入/ }).click()
      await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
      const userMenu = page.getByRole('button', { name: '用户菜单' })
      await expect(userMenu.innerText()).resolves.toMatch(ESCAPED)
      // By keyboard: pushed notices may be sliding in over the header (the next place reads them).
      await userMenu.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('menu').last().innerText()).resolves.toMatch(ESCAPED)
      await page.keyboard.press('Escape')
    },
  },
  {
    name: 'pushed notices: title and content',
    visit: async (page) => {
      const cards = page.locator('.notice-card')
      await cards.nth(3).waitFor({ timeout: 15_000 })
      await expect(cards.first().innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-notices')
      await closeNotices(page)
    },
  },
  {
    name: '全景菜单: group, section and page names',
    visit: async (page) => {
      await page.getByRole('button', { name: '全景菜单' }).click()
      const drawer = page.getByRole('dialog', { name: '全景菜单' })
      await drawer.getByText(payloadLabel(0), { exact: false }).first().waitFor()
      await expect(drawer.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-all-menus')
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'hidden' })
    },
  },
  {
    name: 'header navigation: the 载荷 group panel under 更多',
    visit: async (page) => {
      // At 1440 px every group fits; at 1200 (still the desktop layout) the last ones move under 更多.
      const size = page.viewportSize()
      await page.setViewportSize({ width: 1200, height: size?.height ?? 900 })
      await page.getByRole('menuitem', { name: /更多菜单/ }).click()
      const panel = page.getByRole('menu', { name: '更多菜单' })
      await panel.getByText(payloadLabel(0), { exact: false }).first().waitFor()
      await expect(panel.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-header-panel')
      // Closing is not what this place checks (header-nav's journeys do): the pointer leaves the
      // header first, so no hover-open can race the key. Beside two fault walks, the panel once
      // stayed open 30 s after Escape with the pointer still on 更多.
      await page.mouse.move(600, 700)
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'hidden' })
      if (size) await page.setViewportSize(size)
    },
  },
  {
    name: 'today’s payload pages: their business description, tab title, title, chain and description',
    timeout: 300_000,
    visit: async (page) => {
      const tabs = page.getByRole('navigation', { name: '已打开的页面' })
      for (const [visited, index] of payloadPagesToday.entries()) {
        await goInApp(page, `/${xssPageUrl(index)}`)
        const shown = page.locator('.kept-page:visible')
        await shown.locator('.business-guide__content').getByText(payloadLabel(index)).waitFor()
        // Its name in the page title, the chain and its tab; a payload for its description.
        await shown
          .getByText(`${payloadLabel(index)} `, { exact: false })
          .first()
          .waitFor()
        if (visited % 20 === 19 || visited === payloadPagesToday.length - 1) {
          await expect(shown.innerText()).resolves.toMatch(ESCAPED)
          await expect(tabs.innerText()).resolves.toMatch(ESCAPED_START)
          // A hundred and sixty tabs would slow every step: keep the current one only.
          await page.locator('[role="tab"][aria-selected="true"]').dispatchEvent('contextmenu')
          const closeOthers = page.getByRole('menuitem', { name: '关闭其他' })
          await closeOthers.waitFor()
          await closeOthers.dispatchEvent('click') // while the menu still zooms in
          await closeOthers.waitFor({ state: 'hidden' })
        }
      }
      await shot(page, 'security-xss-payload-page')
    },
  },
  {
    name: 'a business description holding the whole corpus at once',
    visit: async (page) => {
      await goInApp(page, '/product-manage/fund-query')
      const guide = page.locator('.kept-page:visible .business-guide__content')
      // Unclosed payloads swallow some labels after them (<plaintext> all the rest): the
      // parser's business, not the sanitiser's. The first one is always there.
      await guide.getByText(payloadLabel(0), { exact: true }).waitFor()
      await expect(guide.getByText(XSS_KEYWORD).count()).resolves.toBeGreaterThan(100)
    },
  },
  {
    name: 'embedded pages with hostile addresses are refused',
    visit: async (page) => {
      for (let index = 0; index < HOSTILE_PAGE_URLS.length; index += 1) {
        await goInApp(page, `/${xssExternalUrl(index)}`)
        await page.locator('.kept-page:visible').getByText(MSG.externalUrlRefused).waitFor()
        await expect(page.locator('.kept-page:visible iframe').count()).resolves.toBe(0)
      }
    },
  },
  ...PAGE_PLACES,
]
