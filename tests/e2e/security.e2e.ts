import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MSG } from '../../src/config/messages'
import {
  HOSTILE_PAGE_URLS,
  payloadLabel,
  XSS_FAQ_COUNT,
  XSS_KEYWORD,
  XSS_PAYLOADS,
  XSS_RELEASE_NOTE_COUNT,
  xssExternalUrl,
  xssPageUrl,
} from '../../src/mocks/scenarios/xss-payloads'
import {
  XSS_NOTICE_CHUNK,
  XSS_NOTICE_COUNT,
  xssNoticeId,
} from '../../src/mocks/scenarios/xss-notices'
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../security-headers'
import { BASE, launch, shot } from './browser'
import { armTripwire, dangerousNodesOfPage, flagsOf, type Tripwire } from './xss-tripwire'

/*
 * The security suite (issue 5). Part 1 serves the `xss` demo scenario, which puts the payloads
 * of src/mocks/scenarios/xss-payloads.ts in every piece of server text, and visits every place
 * where that text reaches the page: nothing may run (the tripwire stays silent, no dialog
 * opens) and nothing that could run on a click may be in the DOM. It runs with the CSP
 * bypassed, so it tests the sanitiser and React's escaping on their own; part 2 checks the CSP.
 * Part 3 checks the session cookie and logout.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function newContext(options: { bypassCSP?: boolean } = {}) {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    bypassCSP: options.bypassCSP ?? false,
  })
}

function failOnPageError(page: Page) {
  page.on('pageerror', (error) => {
    throw error
  })
}

/**
 * Opens an in-app path the way a link does (no reload): the router follows popstate. Right
 * after a login the app may still be on its own way to the home page: push again if so.
 */
async function goInApp(page: Page, path: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', `/public${to}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await page.waitForTimeout(150)
    const at = new URL(page.url())
    if (`${at.pathname}${at.search}` === `/public${path}`) return
  }
  throw new Error(`could not open ${path}: at ${page.url()}`)
}

/** Shows the search box (an icon below 1960 px) and searches for the keyword. */
async function search(page: Page, keyword: string) {
  const button = page.getByRole('button', { name: '搜索', exact: true })
  if (await button.isVisible()) await button.click()
  const box = page.getByLabel('全局搜索')
  await box.fill(keyword)
  await page.getByRole('listbox', { name: '功能菜单' }).getByRole('option').first().waitFor()
}

/**
 * Closes every notification card (pushed notices), which would cover the header's buttons.
 * Stacked cards hide their close buttons, so they are pressed from script.
 */
async function closeNotices(page: Page) {
  for (let round = 0; round < 20; round += 1) {
    const left = await page.$$eval('.ant-notification-notice-close', (buttons) => {
      buttons.forEach((button) => (button as HTMLElement).click())
      return buttons.length
    })
    if (left === 0) return
    await page.waitForTimeout(300)
  }
}

/**
 * Logs in as the manager (choosing the first organisation) and waits until the shell shows,
 * off the login page: the login page has a tab list of its own, so that alone proves nothing.
 */
async function signIn(page: Page) {
  await page.getByLabel('用户名').fill('manager')
  await page.getByLabel('密码', { exact: true }).fill('Manager123')
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.waitFor()
  await picker.getByRole('button', { name: /进\s*入/ }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/public/login'))
  await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
}

/** signIn, then wait until the app has settled on its home page. */
async function logInAtHome(page: Page) {
  await signIn(page)
  await page.waitForURL(`${BASE}/home-page`)
  await page.waitForTimeout(300)
}

/** The visible text shows markup as text: payload text reached the page, escaped. */
const ESCAPED = /<(script|img|svg|a|iframe|div|details|body)\b[^>]*>|onerror=|javascript:/i
/** The same in a tab, whose title is cut short after 14 characters. */
const ESCAPED_START = /<\/?[a-z]/i

// ---------------------------------------------------------------------------------------------
// Part 1: XSS corpus through every place

interface Place {
  name: string
  /** Gets there and shows the server text; asserts that payload text (or remains) arrived. */
  visit: (page: Page) => Promise<void>
  timeout?: number
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText()

/** The places server text reaches today, in the order one session visits them. */
const PLACES: Place[] = [
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
      await userMenu.click()
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
      await page.getByRole('menuitem', { name: /更多菜单/ }).click()
      const panel = page.getByRole('menu', { name: '更多菜单' })
      await panel.getByText(payloadLabel(0), { exact: false }).first().waitFor()
      await expect(panel.innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-header-panel')
      await page.keyboard.press('Escape')
      await panel.waitFor({ state: 'hidden' })
    },
  },
  {
    name: 'every payload page: its business description, tab title, title, chain and description',
    timeout: 300_000,
    visit: async (page) => {
      const tabs = page.getByRole('navigation', { name: '已打开的页面' })
      for (let index = 0; index < XSS_PAYLOADS.length; index += 1) {
        await goInApp(page, `/${xssPageUrl(index)}`)
        const shown = page.locator('.kept-page:visible')
        await shown.locator('.business-guide__content').getByText(payloadLabel(index)).waitFor()
        // Its name in the page title, the chain and its tab; a payload for its description.
        await shown
          .getByText(`${payloadLabel(index)} `, { exact: false })
          .first()
          .waitFor()
        if (index % 20 === 19) {
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
    name: 'every FAQ answer',
    timeout: 180_000,
    visit: async (page) => {
      for (let n = 0; n < XSS_FAQ_COUNT; n += 1) {
        await search(page, XSS_KEYWORD)
        await page.getByRole('tab', { name: /^百问百答/ }).click()
        const list = page.getByRole('listbox', { name: '百问百答' })
        await list.getByRole('option').nth(n).click()
        const dialog = page.getByRole('dialog').filter({ hasText: `${XSS_KEYWORD}问答${n + 1} ` })
        await dialog.getByText(payloadLabel(n * 10), { exact: true }).waitFor()
        if (n === 0) await shot(page, 'security-xss-faq-answer')
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      }
    },
  },
  {
    name: '百问百答 page: a hostile category, its questions and every answer opened inline',
    timeout: 180_000,
    visit: async (page) => {
      await goInApp(page, '/hundred-questions-and-answers')
      const shown = page.locator('.kept-page:visible')
      const nav = shown.getByRole('navigation', { name: '问答分类' })
      await nav.getByRole('button', { name: new RegExp(`^${XSS_KEYWORD}`) }).click()
      const headers = shown.locator('.faq-page__list .ant-collapse-header')
      for (let n = 0; n < XSS_FAQ_COUNT; n += 1) {
        if (n > 0 && n % 10 === 0) {
          await shown.locator(`.ant-pagination-item-${n / 10 + 1}`).click()
          await shown.getByText(`${XSS_KEYWORD}问答${n + 1} `, { exact: false }).waitFor()
        }
        await headers.nth(n % 10).click()
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
      const first = shown.locator('tr.ant-table-row', { hasText: payloadLabel(80) })
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
      await expect(text(page, '.ant-message')).resolves.toMatch(ESCAPED)
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
    name: '通知公告 page: hostile titles and publishers in the list, every notice’s content',
    timeout: 180_000,
    visit: async (page) => {
      await closeNotices(page)
      await goInApp(page, '/notice')
      const list = page.locator('.kept-page:visible .notice-page')
      await list.locator('tr[data-row-key]').first().waitFor()
      await expect(list.locator('tbody').innerText()).resolves.toMatch(ESCAPED)
      await shot(page, 'security-xss-notice-list')
      for (let n = 0; n < XSS_NOTICE_COUNT; n += 1) {
        await goInApp(page, `/notice?id=${xssNoticeId(n)}`)
        const drawer = page.locator('.notice-detail')
        await drawer.getByText(payloadLabel(n * XSS_NOTICE_CHUNK), { exact: true }).waitFor()
        // The hostile publisher and attachment name arrived, as text.
        await expect(drawer.locator('.notice-detail__meta').innerText()).resolves.toMatch(
          /发布部门：托管运营部\S/,
        )
        await expect(drawer.locator('.notice-attachments').innerText()).resolves.toMatch(/\.pdf/)
        if (n === 0) await shot(page, 'security-xss-notice-detail')
        await page.keyboard.press('Escape')
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
    name: 'after a reload: user info again, with a javascript: avatar',
    visit: async (page) => {
      await page.reload()
      await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
      await page.waitForTimeout(1_500)
    },
  },
]

/** Places later issues add: each gets an entry in PLACES when its page exists. */
const PLACES_TO_COME = ['fund names in tab titles (产品详情, 估值表预览, … tabs per query)']

describe('XSS corpus through every place (CSP bypassed: the sanitiser and escaping alone)', () => {
  let context: BrowserContext
  let page: Page
  let tripwire: Tripwire

  beforeAll(async () => {
    context = await newContext({ bypassCSP: true })
    tripwire = await armTripwire(context)
    page = await context.newPage()
    failOnPageError(page)
  })

  afterAll(async () => {
    await context?.close()
  })

  // The suite is only as good as its tripwire: a payload made to run must be caught.
  test('the tripwire catches a payload that runs, and the DOM scan one that could', async () => {
    const probe = await newContext({ bypassCSP: true })
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
        await page.waitForTimeout(300) // handlers of anything that slipped through fire
        expect(tripwire.hits).toEqual([])
        expect((await flagsOf(page)).filter((flag) => flag !== undefined)).toEqual([])
        expect(await dangerousNodesOfPage(page)).toEqual([])
      },
      place.timeout ?? 60_000,
    )
  }

  for (const name of PLACES_TO_COME) test.todo(name)
})

// ---------------------------------------------------------------------------------------------
// Part 2: production headers and the Content-Security-Policy

interface Violation {
  directive: string
  blocked: string
  source: string
  frame: string
}

/** Records every securitypolicyviolation event, in the page and in its frames. */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = []
  await context.exposeBinding('__cspViolation', ({ frame }, v: Omit<Violation, 'frame'>) => {
    violations.push({ ...v, frame: frame.url() })
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (v: object) => void }).__cspViolation
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
  return violations
}

/*
 * Chromium reports (never runs) an inline event handler that DOMPurify's inert parse of server
 * HTML meets: the report names the sanitiser's chunk as its source. Those are expected while
 * server HTML carries handlers (the demo's 划款指令 description and one FAQ answer do).
 */
const isSanitiserParse = (v: Violation) =>
  v.directive === 'script-src-attr' && /\/assets\/sanitize-html-[\w-]+\.js:\d+$/.test(v.source)

describe('production headers and the Content-Security-Policy', () => {
  test('the page and its assets are served with the security headers', async () => {
    const page = await fetch(`${BASE}/`)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(page.headers.get(name), name).toBe(value)
    }
    const html = await page.text()
    const script = /src="(\/public\/assets\/[\w.-]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${BASE.replace(/\/public$/, '')}${script}`)
    expect(asset.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    // No inline script for the policy to allow.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i)
  })

  test('log in, open pages, an embedded page and dialogs: no policy violation', async () => {
    const context = await newContext()
    const violations = await recordViolations(context)
    const page = await context.newPage()
    failOnPageError(page)
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`)
    })
    const response = await page.goto(`${BASE}/login?demo-reset`)
    expect(response?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    await logInAtHome(page)
    for (const path of [
      '/product-manage/fund-query',
      '/custodian/transfer-instruction', // its description carries hostile markup
      '/valuation-check/valuation-table',
      '/individual-center',
    ]) {
      await goInApp(page, path)
      await page.locator('.kept-page:visible').first().waitFor()
      await page.waitForTimeout(500)
    }
    await goInApp(page, '/fee-query/invoice-external')
    const frame = page.frameLocator('iframe[title="发票查询"]')
    // Its script is a file of its own: it runs under the policy.
    await expect
      .poll(() => frame.locator('#page-id').textContent(), { timeout: 10_000 })
      .toBe('INVOICE01')

    await search(page, '托管')
    await page.getByRole('tab', { name: /^百问百答/ }).click()
    await page
      .getByRole('listbox', { name: '百问百答' })
      .getByRole('option', { name: /托管户余额与银行流水/ })
      .click()
    const faq = page.getByRole('dialog', { name: '托管户余额与银行流水对不上怎么办？' })
    await faq.getByText('余额以托管银行日终对账为准', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await faq.waitFor({ state: 'hidden' })

    // After the search: the drawer hands focus back as it closes, which would close the search.
    await page.getByRole('button', { name: '全景菜单' }).click()
    const allMenus = page.getByRole('dialog', { name: '全景菜单' })
    await allMenus.getByText('估值表').first().waitFor()
    await page.keyboard.press('Escape')
    await allMenus.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: /密码修改/ }).click()
    const password = page.getByRole('dialog', { name: '密码修改' })
    await password.waitFor()
    await page.waitForTimeout(400)
    await shot(page, 'security-csp-password-dialog')
    await password.getByRole('button', { name: /取\s*消/ }).click()

    await page.getByRole('button', { name: '切换到深色皮肤' }).click()
    await page.reload()
    await page.getByRole('navigation', { name: '已打开的页面' }).waitFor()
    await page.waitForTimeout(1_000)
    await shot(page, 'security-csp-dark-after-reload')

    expect(violations.filter((v) => !isSanitiserParse(v))).toEqual([])
    await context.close()
  }, 120_000)
})

// ---------------------------------------------------------------------------------------------
// Part 3: the session cookie and logout

const SESSION_STORAGE_KEYS = [
  'saveDefaultCount',
  'websocketEstablishStatus',
  'check-risk-tips-status',
]

describe('session', () => {
  test('the token cookie is SameSite=Lax and in no storage; logout forgets the session and its pages', async () => {
    const context = await newContext()
    const page = await context.newPage()
    failOnPageError(page)
    await page.goto(`${BASE}/login?demo-reset`)
    await logInAtHome(page)
    await goInApp(page, '/individual-center')
    const own = page.locator('.kept-page:visible')
    await own.getByText('138****0001').waitFor()

    const cookies = await context.cookies()
    const token = cookies.find((c) => c.name === 'ceres_token')
    expect(token).toBeDefined()
    expect(token?.sameSite).toBe('Lax')
    expect(token?.secure).toBe(false) // served over http here; https gets Secure (unit test)
    // The demo backend keeps its own database (sessions too) under ceres-demo-*; a real
    // backend does not live in the browser.
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage)
          .filter((key) => !key.startsWith('ceres-demo-'))
          .map((key) => `${key}=${storage.getItem(key) ?? ''}`),
      ),
    )
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((entry) => entry.includes(token?.value as string))).toEqual([])

    await page.getByRole('button', { name: '用户菜单' }).click()
    await page.getByRole('menuitem', { name: /退出登录/ }).click()
    await page.waitForURL(`${BASE}/login`)
    await page.getByLabel('用户名').waitFor()

    const names = (await context.cookies()).map((c) => c.name)
    expect(names).not.toContain('ceres_token')
    expect(names).not.toContain('orgName')
    const left = await page.evaluate(
      (keys) => ({
        session: keys.filter((key) => sessionStorage.getItem(key) !== null),
        local: ['menus', 'todo-list'].filter((key) => localStorage.getItem(key) !== null),
      }),
      SESSION_STORAGE_KEYS,
    )
    expect(left).toEqual({ session: [], local: [] })
    // The kept-alive pages are gone with the logged-in area.
    await expect(page.locator('.kept-page').count()).resolves.toBe(0)

    // Back: the login page again, none of the previous page's data.
    await page.goBack()
    await page.waitForTimeout(800)
    await page.getByLabel('用户名').waitFor()
    const html = await page.content()
    expect(html).not.toContain('138****0001')
    expect(html).not.toContain('王经理')
    await expect(page.locator('.kept-page').count()).resolves.toBe(0)
    await shot(page, 'security-back-after-logout')
    await context.close()
  }, 60_000)

  test('an after-login redirect never leaves the site', async () => {
    const context = await newContext()
    const page = await context.newPage()
    failOnPageError(page)
    const site = new URL(BASE).origin
    await page.goto(`${BASE}/login?demo-reset&redirect=${encodeURIComponent('//evil.example')}`)
    await signIn(page)
    expect(new URL(page.url()).origin).toBe(site)
    for (const hostile of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/public/..//evil.example',
      'javascript:alert(1)',
      'HTTPS://evil.example',
      '/\t/evil.example',
    ]) {
      // Logged in, /login sends on to the redirect at once.
      await page.goto(`${BASE}/login?redirect=${encodeURIComponent(hostile)}`)
      await page.waitForTimeout(500)
      expect(new URL(page.url()).origin, hostile).toBe(site)
      expect(new URL(page.url()).pathname, hostile).toMatch(/^\/public\//)
    }
    await page.goto(`${BASE}/redirect//evil.example`)
    await page.waitForTimeout(500)
    expect(new URL(page.url()).origin).toBe(site)
    await context.close()
  })
})
