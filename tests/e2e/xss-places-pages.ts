import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import {
  payloadLabel,
  XSS_FAQ_COUNT,
  XSS_KEYWORD,
  XSS_RELEASE_NOTE_COUNT,
  XSS_SERVICE_REFUSAL,
} from '../../demo-server/scenarios/xss-payloads'
import {
  XSS_NOTICE_CHUNK,
  XSS_NOTICE_COUNT,
  xssNoticeId,
} from '../../demo-server/scenarios/xss-notices'
import { records, shot } from './browser'
import { todaysShare, WEEK } from './rotation'
import { closeNotices, ESCAPED, ESCAPED_START, goInApp, type Place, search } from './security-kit'

/** How many lines an element's text runs over. */
const lineCount = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

const indices = (count: number) => Array.from({ length: count }, (_, index) => index)

/*
 * Sweeps, a seventh a run and every item in a week (issue 21's rotation): each FAQ answer in the
 * global search's dialog (百问百答's page opens every answer inline every run) and each notice's
 * content in its drawer (every run reads the list's hostile titles and publishers).
 */
const faqAnswersToday = todaysShare('xss FAQ answers', indices(XSS_FAQ_COUNT), (n) => `${n + 1}`, {
  shares: WEEK,
})
const noticesToday = todaysShare('xss notices', indices(XSS_NOTICE_COUNT), (n) => `${n + 1}`, {
  shares: WEEK,
})

/** Server text on the portal's own pages (the second half of PLACES, in visiting order). */
export const PAGE_PLACES: Place[] = [
  {
    name: 'global search: menu, template and FAQ hits',
    visit: async (page) => {
      await search(page, XSS_KEYWORD)
      await expect(page.getByRole('listbox', { name: '功能菜单' }).innerText()).resolves.toMatch(
        ESCAPED,
      )
      await page.getByRole('tab', { name: /^模板中心/ }).click()
      const templates = page.getByRole('listbox', { name: '模板中心' })
      await templates.getByRole('option').first().waitFor()
      await expect(templates.innerText()).resolves.toMatch(ESCAPED)
      await page.getByRole('tab', { name: /^百问百答/ }).click()
      const faqs = page.getByRole('listbox', { name: '百问百答' })
      await faqs.getByRole('option').first().waitFor()
      await expect(faqs.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-search')
      await page.keyboard.press('Escape')
    },
  },
  {
    name: 'today’s FAQ answers in the search’s dialog',
    timeout: 300_000,
    visit: async (page) => {
      for (const n of faqAnswersToday) {
        await search(page, XSS_KEYWORD)
        await page.getByRole('tab', { name: /^百问百答/ }).click()
        const list = page.getByRole('listbox', { name: '百问百答' })
        await list.getByRole('option').nth(n).click()
        const dialog = page.getByRole('dialog').filter({ hasText: `${XSS_KEYWORD}问答${n + 1} ` })
        await dialog.getByText(payloadLabel(n * 10), { exact: true }).waitFor()
        if (n === faqAnswersToday[0]) await shot(page, 'security-xss-faq-answer')
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      }
    },
  },
  {
    name: '百问百答 page: a hostile category, its questions and every answer opened inline',
    timeout: 300_000,
    visit: async (page) => {
      await goInApp(page, '/hundred-questions-and-answers')
      const shown = page.locator('.kept-page:visible')
      const nav = shown.getByRole('navigation', { name: '问答分类' })
      await nav.getByRole('button', { name: new RegExp(`^${XSS_KEYWORD}`) }).click()
      for (let n = 0; n < XSS_FAQ_COUNT; n += 1) {
        if (n > 0 && n % 10 === 0) {
          await shown.getByRole('listitem', { name: String(n / 10 + 1), exact: true }).click()
          await shown.getByText(`${XSS_KEYWORD}问答${n + 1} `, { exact: false }).waitFor()
        }
        const question = new RegExp(`^${XSS_KEYWORD}问答${n + 1} `)
        await shown.getByRole('button', { name: question }).click()
        await shown.getByText(payloadLabel(n * 10), { exact: true }).waitFor()
        if (n === 0) {
          await expect(nav.innerText()).resolves.toMatch(ESCAPED)
          await shot(page, 'security-xss-faq-page')
        }
      }
    },
  },
  {
    name: '需求建议 page: suggestions, attachment names, repliers and replies',
    visit: async (page) => {
      await goInApp(page, '/demand-suggestions')
      const shown = page.locator('.kept-page:visible')
      // The scenario's three are the newest; the first of them the oldest of the three.
      // A record's row: its opened detail is a row too (of one cell), holding the same text.
      const first = records(shown).filter({ hasText: payloadLabel(80) })
      await first.waitFor()
      await first.click()
      await shown.getByText(`${XSS_KEYWORD}回复 `, { exact: false }).first().waitFor()
      await expect(shown.locator('.demand-detail').first().innerText()).resolves.toMatch(ESCAPED)
      await expect(first.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-demands')
    },
  },
  {
    name: 'a server message in antd’s message (在线客服 refused)',
    visit: async (page) => {
      await closeNotices(page)
      await page.getByRole('button', { name: '在线客服' }).click()
      // The message is an alert, saying the scenario's refusal as text.
      const refusal = page.getByRole('alert').filter({ hasText: XSS_SERVICE_REFUSAL })
      await expect(refusal.innerText()).resolves.toMatch(ESCAPED)
    },
  },
  {
    name: '新功能速递 page: release notes (versions, dates, notes) and the new menus',
    visit: async (page) => {
      await goInApp(page, '/new-features-express')
      const notes = page.locator('.release-note__body')
      await notes.nth(XSS_RELEASE_NOTE_COUNT - 1).waitFor()
      // The notes arrived, sanitised (an unclosed payload may swallow the labels after it).
      await notes.getByText(payloadLabel(0), { exact: true }).first().waitFor()
      await expect(page.getByRole('navigation', { name: '版本' }).innerText()).resolves.toMatch(
        ESCAPED,
      )
      const menus = page.getByRole('list', { name: '新上线功能' })
      await expect(menus.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-new-features')
    },
  },
  {
    name: '通知公告 page: hostile titles and publishers in the list, today’s notices’ content',
    timeout: 300_000,
    visit: async (page) => {
      await closeNotices(page)
      await goInApp(page, '/notice')
      const list = page.locator('.kept-page:visible .notice-page')
      await list.locator('tr[data-row-key]').first().waitFor()
      await expect(list.locator('tbody').innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-notice-list')
      for (const n of noticesToday) {
        await goInApp(page, `/notice?id=${xssNoticeId(n)}`)
        const drawer = page.locator('.notice-detail')
        await drawer.getByText(payloadLabel(n * XSS_NOTICE_CHUNK), { exact: true }).waitFor()
        // The hostile publisher and attachment name arrived, as text.
        await expect(drawer.locator('.notice-detail__meta').innerText()).resolves.toMatch(
          /发布部门：托管运营部\S/,
        )
        await expect(drawer.locator('.notice-attachments').innerText()).resolves.toMatch(/\.pdf/)
        if (n === noticesToday[0]) await shot(page, 'security-xss-notice-detail')
        await page.keyboard.press('Escape')
        // Escape goes to what has the focus: a notice pushed meanwhile may have taken it.
        const closed = await drawer.waitFor({ state: 'hidden', timeout: 5_000 }).then(
          () => true,
          () => false,
        )
        if (!closed) await drawer.getByRole('button', { name: '关闭', exact: true }).click()
        await drawer.waitFor({ state: 'hidden' })
      }
    },
  },
  {
    name: '消息中心 page: message titles and content',
    visit: async (page) => {
      await closeNotices(page)
      await goInApp(page, '/msg-center')
      const list = page.locator('.kept-page:visible .message-list')
      await list.locator('.message-item').first().waitFor()
      await expect(list.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-msg-center')
    },
  },
  {
    name: '产品查询: hostile fund names in the list, the detail, its tab title and account names',
    visit: async (page) => {
      await goInApp(page, '/product-manage/fund-query?keyword=SXA00')
      // Other pages stay alive in hidden tabs, with tables of their own.
      const table = page.getByRole('table').filter({ hasText: 'SXA001' })
      await table.waitFor({ timeout: 20_000 })
      await expect(table.innerText()).resolves.toMatch(ESCAPED)
      await page.getByRole('link', { name: '详情 SXA002' }).click()
      await page.waitForURL(/funds-query-detail/)
      const tabs = page.getByRole('navigation', { name: '已打开的页面' })
      // The tab is titled with code and name (cut short: the payload is in its tooltip).
      await tabs.getByText(/^SXA002/).waitFor()
      await page.getByRole('tab', { name: '账户信息' }).click()
      // Account names are the fund's name and a suffix (募集专户 for a raising fund's account).
      const account = page.locator('tr', { hasText: '募集专户' }).first()
      await expect(account.innerText()).resolves.toMatch(ESCAPED_START)
      await shot(page, 'security-xss-fund-detail')
    },
  },
  {
    name: '估值表预览 and 净值公告预览: a hostile fund name in the table head and the notice',
    visit: async (page) => {
      const shown = page.locator('.kept-page:visible')
      await goInApp(page, '/valuation-check/valuation-table?fundCode=SXA003')
      await records(shown).first().getByRole('link', { name: '预览' }).click()
      await page.waitForURL(/valuation-report-view\?fundCode=SXA003/)
      // By class: the table's head is antd's Descriptions, with no role or name of its own.
      const head = shown.locator('.valuation-head', { hasText: 'SXA003' })
      await expect(head.innerText()).resolves.toMatch(ESCAPED_START)
      await goInApp(page, '/valuation-check/net-value?fundCode=SXA003')
      await records(shown).first().getByRole('link', { name: '公告预览' }).click()
      await page.waitForURL(/net-asset-value-view\?fundCode=SXA003/)
      const notice = shown.getByRole('article', { name: '净值公告' })
      const fundName = notice.getByRole('row').filter({ hasText: 'SXA003' }).getByRole('cell')
      await expect(fundName.first().innerText()).resolves.toMatch(ESCAPED_START)
      // The longest fund name the demo has: the date beside it keeps to one line (it broke at
      // its hyphens).
      const date = notice
        .getByRole('row', { name: /净值日期/ })
        .getByRole('cell')
        .last()
      await expect(lineCount(date)).resolves.toBe(1)
      await shot(page, 'security-xss-nav-notice')
    },
  },
  {
    name: 'after a reload: user info again, with a javascript: avatar',
    visit: async (page) => {
      const userInfo = page.waitForResponse((r) => r.url().includes('/user/getUserInfo'))
      await page.reload()
      await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
      await userInfo // the user, with the avatar
      // Shown in the header (the avatar's image tried in the same commit).
      await expect
        .poll(() => page.getByRole('button', { name: /用户菜单$/ }).innerText())
        .toMatch(ESCAPED)
    },
  },
]
