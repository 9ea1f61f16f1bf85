import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, shot } from './browser'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

type Skin = 'light' | 'dark'

/**
 * A page whose context bypasses the Content-Security-Policy: the preview server sends a strict
 * one, which would refuse the axe script these checks inject.
 */
async function a11yPage(skin: Skin = 'light', width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'zh-CN',
    bypassCSP: true,
  })
  if (skin === 'dark') await context.addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}

interface Finding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/** axe's serious and critical violations in the page as it is now. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_PATH })
  // Let antd's enter animations (zoom, slide, fade) finish: mid-animation colours are not real.
  await page.waitForTimeout(400)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => {
          const contrast = n.any[0]?.data as
            { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
          const colours = contrast?.contrastRatio
            ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio})`
            : ''
          return `${n.target.join(' ')}${colours} ${n.html.slice(0, 160)}`
        }),
      }))
  })
}

const describe = (findings: Finding[]) =>
  findings
    .map((f) => `[${f.impact}] ${f.id}: ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`)
    .join('\n')

async function expectAccessible(page: Page, name: string) {
  const findings = await seriousViolations(page)
  await shot(page, `a11y-${name}`)
  expect(describe(findings), `axe on ${name}`).toBe('')
}

/** Submits the manager's log-in (demo codes 8888); resolves with the organisation picker. */
async function submitLogIn(page: Page) {
  await page.goto(`${BASE}/login`)
  await page.getByLabel('用户名').fill('manager')
  await page.getByLabel('密码', { exact: true }).fill('Manager123')
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: /登\s*录/ }).click()
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.waitFor()
  return picker
}

/**
 * Logs in as the manager (demo codes 8888, the first organisation) and waits for the shell by
 * its user menu, which only the shell has (the login page has a tab list of its own).
 */
async function loggedIn(skin: Skin = 'light') {
  const page = await a11yPage(skin)
  const picker = await submitLogIn(page)
  await picker.getByRole('button', { name: /进\s*入/ }).click()
  await page.getByRole('button', { name: /用户菜单$/ }).waitFor()
  return page
}

const SKINS: Skin[] = ['light', 'dark']

for (const skin of SKINS) {
  test(`the login page (${skin} skin)`, async () => {
    const page = await a11yPage(skin)
    await page.goto(`${BASE}/login`)
    await page.getByLabel('用户名').waitFor()
    await expectAccessible(page, `login-${skin}`)
    // Submitted empty: every field shows its error.
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await page.getByText('请输入用户名').waitFor()
    await expectAccessible(page, `login-errors-${skin}`)
    await page.context().close()
  })
}

test('the organisation picker at login', async () => {
  const page = await a11yPage()
  await submitLogIn(page)
  await expectAccessible(page, 'org-picker')
  await page.context().close()
})

/**
 * Pages scanned in the whole shell (header nav, sidebar, tags bar). No query page exists yet:
 * 个人中心, 新功能速递 and a 建设中 menu page stand in; add each query page here as it is built.
 */
const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: 'home-page',
    ready: async (page) => {
      await page.getByRole('tab', { name: '首页' }).waitFor()
      await page.locator('.fund-month').waitFor()
      await page.locator('.home-overview').waitFor()
    },
  },
  {
    name: 'individual-center',
    path: 'individual-center',
    ready: async (page) => {
      await page.getByText('所属机构').first().waitFor()
      await page.getByRole('table', { name: '最近登录' }).waitFor()
      await page.getByLabel('客服识别码', { exact: true }).waitFor()
    },
  },
  {
    name: 'new-features-express',
    path: 'new-features-express',
    ready: async (page) => {
      await page.getByRole('list', { name: '新上线功能' }).waitFor()
      await page.locator('.release-note__body').first().waitFor()
    },
  },
  {
    name: 'notice',
    path: 'notice',
    ready: (page) => page.locator('.notice-page tr[data-row-key]').first().waitFor(),
  },
  {
    name: 'msg-center',
    path: 'msg-center',
    ready: (page) => page.locator('.msg-center .message-item').first().waitFor(),
  },
  {
    name: 'todo-done-more',
    path: 'todo-done-more',
    ready: (page) => page.getByText(/^共 \d+ 条待办/).waitFor(),
  },
  {
    name: 'outline-download',
    path: 'outline-download',
    ready: (page) => page.getByText(/^共 \d+ 条$/).waitFor(),
  },
  {
    name: 'demand-suggestions',
    path: 'demand-suggestions',
    ready: (page) => page.locator('tr.ant-table-row').first().waitFor(),
  },
  {
    name: 'hundred-questions-and-answers',
    path: 'hundred-questions-and-answers',
    ready: async (page) => {
      await page.locator('.faq-page__list .ant-collapse-header').first().click()
      await page.locator('.faq-page__answer').first().getByText('开立托管账户').waitFor()
    },
  },
  {
    name: 'menu-page-under-construction',
    path: 'valuation-check/vat',
    ready: (page) => page.getByText('增值税（建设中）').waitFor(),
  },
  {
    name: 'bank-statement',
    path: 'custodian/bank-statement',
    ready: (page) => page.locator('.ant-table-tbody tr[data-row-key]').first().waitFor(),
  },
]

for (const skin of SKINS) {
  test.each(PAGES)(`the $name page (${skin} skin)`, async ({ name, path, ready }) => {
    const page = await loggedIn(skin)
    if (path !== 'home-page') await page.goto(`${BASE}/${path}`)
    await ready(page)
    await expectAccessible(page, `${name}-${skin}`)
    await page.context().close()
  })
}

/** Dialogs and panels over the shell, each opened the way a user opens it. */
const PANELS: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'password-dialog',
    open: async (page) => {
      await page.getByRole('button', { name: /用户菜单$/ }).click()
      await page.getByRole('menuitem', { name: /密码修改/ }).click()
      await page.getByRole('dialog', { name: '密码修改' }).waitFor()
    },
  },
  {
    name: 'all-menu-panel',
    open: async (page) => {
      await page.getByRole('button', { name: '全景菜单' }).click()
      await page.getByRole('dialog', { name: '全景菜单' }).waitFor()
      await page.getByRole('dialog', { name: '全景菜单' }).getByText('估值表').first().waitFor()
    },
  },
  {
    name: 'global-search',
    open: async (page) => {
      const button = page.getByRole('button', { name: '搜索', exact: true })
      if (await button.isVisible()) await button.click()
      await page.getByLabel('全局搜索').fill('估值')
      await page.getByRole('listbox', { name: '功能菜单' }).getByRole('option').first().waitFor()
    },
  },
  {
    name: 'message-center',
    open: async (page) => {
      await page.getByRole('button', { name: /^消息中心/ }).click()
      await page.getByRole('tab', { name: '消息中心' }).waitFor()
    },
  },
  {
    name: 'notice-detail',
    open: async (page) => {
      await page.goto(`${BASE}/notice?id=N0003`)
      const drawer = page.getByRole('dialog', { name: '关于2026年元旦假期托管业务安排的通知' })
      await drawer.getByText('补发 12-31 估值表').waitFor()
      await page.waitForTimeout(400) // the drawer slides in
    },
  },
  {
    name: 'header-group-panel',
    open: async (page) => {
      const nav = page.getByRole('menu', { name: '导航菜单' })
      await nav.getByRole('menuitem', { name: '估值核对' }).click()
      await page.getByRole('menu', { name: '估值核对' }).waitFor()
    },
  },
  {
    name: 'home-module-settings',
    open: async (page) => {
      await page.getByRole('button', { name: /模块设置/ }).click()
      await page.getByRole('dialog', { name: '模块设置' }).waitFor()
    },
  },
  {
    name: 'user-menu',
    open: async (page) => {
      await page.getByRole('button', { name: /用户菜单$/ }).click()
      await page.getByRole('menuitem', { name: /密码修改/ }).waitFor()
    },
  },
  {
    name: 'push-notice',
    open: async (page) => {
      await page.getByRole('button', { name: /^消息中心/ }).waitFor()
      // The demo backend publishes a notice to the organisation, as a real server would push.
      await page.evaluate(async () => {
        const token = document.cookie.match(/ceres_token=([^;]+)/)?.[1] ?? ''
        await fetch('/ceres/api/demo/publishNotice', {
          method: 'POST',
          headers: { Authorization: decodeURIComponent(token), 'Content-Type': 'application/json' },
          body: JSON.stringify({
            title: '关于年报报送的通知',
            content: '请于 12 月 31 日前完成报送。',
          }),
        })
      })
      await page.getByText('关于年报报送的通知').waitFor()
    },
  },
  {
    name: 'complaint-dialog',
    open: async (page) => {
      await page.goto(`${BASE}/valuation-check/valuation-table`)
      await page.getByRole('button', { name: '我要吐槽' }).click()
      await page.getByRole('dialog', { name: '投诉建议' }).waitFor()
    },
  },
  {
    name: 'business-description',
    open: async (page) => {
      await page.goto(`${BASE}/valuation-check/valuation-table`)
      await page.getByRole('region', { name: '业务说明' }).getByText('双人复核').waitFor()
    },
  },
]

for (const skin of SKINS) {
  test.each(PANELS)(`the $name (${skin} skin)`, async ({ name, open }) => {
    const page = await loggedIn(skin)
    await open(page)
    await expectAccessible(page, `${name}-${skin}`)
    await page.context().close()
  })
}

/** What has the focus, as a user would name it: its label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return ''
    const label = (el as HTMLInputElement).labels?.[0]?.textContent
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  })

/** Presses Tab until the focused control's name matches; fails when it is not reachable. */
async function tabTo(page: Page, name: RegExp, maxPresses = 40) {
  const seen: string[] = []
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab')
    const focused = await focusedName(page)
    if (name.test(focused)) return
    seen.push(focused)
  }
  throw new Error(`${name} not reached with Tab; focus went through: ${seen.join(' | ')}`)
}

/**
 * How a control and the boxes that may draw its ring (an input's styled field, a radio's
 * circle beside it) look: outline and box-shadow. Runs in the page, so it stands alone.
 */
function ringLooks(el: Element) {
  const drawn = [el, el.parentElement, el.parentElement?.parentElement, el.nextElementSibling]
  return drawn.map((node) => {
    if (!node) return ''
    const style = getComputedStyle(node)
    const outline =
      style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
    return `${outline} / ${style.boxShadow}`
  })
}

/**
 * The focused control shows a ring (outline or box-shadow) that it does not show unfocused:
 * focus leaves with one key and comes back with another, and the two looks are compared.
 */
async function expectFocusRing(page: Page, what: string, leave = 'Shift+Tab', back = 'Tab') {
  const name = await focusedName(page)
  const control = await page.evaluateHandle(() => document.activeElement as Element)
  await page.waitForTimeout(300) // rings fade in
  const focused = await control.evaluate(ringLooks)
  await page.keyboard.press(leave)
  await page.waitForTimeout(300)
  const unfocused = await control.evaluate(ringLooks)
  await page.keyboard.press(back)
  await expect(control.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
  await control.dispose()
  expect(
    focused.some((look, i) => look !== unfocused[i]),
    `${what} (${name}) shows no focus ring: ${focused.join(' | ')}`,
  ).toBe(true)
}

test('log in, choose the organisation and open pages with the keyboard alone', async () => {
  const page = await a11yPage('light', 1600, 900)
  await page.goto(`${BASE}/login`)
  await page.getByLabel('用户名').waitFor()

  await tabTo(page, /^用户名$/)
  await expectFocusRing(page, 'the user name field', 'Tab', 'Shift+Tab')
  await page.keyboard.type('manager')
  await tabTo(page, /^密码$/)
  await page.keyboard.type('Manager123')
  await tabTo(page, /^图形验证码$/)
  await page.keyboard.type('8888')
  await tabTo(page, /^短信验证码$/)
  await page.keyboard.type('8888')
  await tabTo(page, /^登 录$/)
  await expectFocusRing(page, 'the log-in button')
  await page.keyboard.press('Enter')

  // The picker: the organisations are radios; ↓ chooses the second, Tab reaches 进 入.
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.waitFor()
  await tabTo(page, /^泉城私募基金管理有限公司$/, 3)
  await expectFocusRing(page, 'the organisation radio')
  await page.keyboard.press('ArrowDown')
  await expect(
    picker.getByRole('radio', { name: '齐鲁资产管理有限公司' }).isChecked(),
  ).resolves.toBe(true)
  await tabTo(page, /^进 入$/, 3)
  await expectFocusRing(page, 'the 进 入 button')
  await page.keyboard.press('Enter')
  await page.getByRole('tablist').waitFor()
  await page.getByRole('button', { name: /切换机构（当前：齐鲁资产管理有限公司）/ }).waitFor()

  // A page from the header navigation: Tab to the group, ↓ opens its panel, ↓ to the page.
  await tabTo(page, /^托管查询/)
  await expectFocusRing(page, 'a header group')
  await page.keyboard.press('ArrowDown')
  const panel = page.getByRole('menu', { name: '托管查询' })
  await panel.waitFor()
  for (let press = 0; press < 20 && (await focusedName(page)) !== '银行流水'; press += 1) {
    await page.keyboard.press('ArrowDown')
  }
  expect(await focusedName(page)).toBe('银行流水')
  await expectFocusRing(page, 'a page in a header panel', 'ArrowDown', 'ArrowUp')
  await shot(page, 'a11y-keyboard-header-panel')
  await page.keyboard.press('Enter')
  await page.waitForURL(`${BASE}/custodian/bank-statement`)
  await page.getByRole('tab', { name: '银行流水' }).waitFor()

  // 个人中心 from the user menu: Enter opens it, Tab enters it, ↓ and Enter choose.
  await tabTo(page, /用户菜单$/)
  await expectFocusRing(page, 'the user menu')
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: /个人中心/ }).waitFor()
  await page.keyboard.press('Tab')
  for (let press = 0; press < 10 && !/个人中心/.test(await focusedName(page)); press += 1) {
    await page.keyboard.press('ArrowDown')
  }
  expect(await focusedName(page)).toMatch(/个人中心/)
  await page.keyboard.press('Enter')
  await page.waitForURL(`${BASE}/individual-center`)
  await page.getByText('所属机构').first().waitFor()

  // A favourite in the sidebar: a plain link, Enter opens it.
  await tabTo(page, /^估值表$/)
  await expectFocusRing(page, 'a sidebar link')
  await page.keyboard.press('Enter')
  await page.waitForURL(`${BASE}/valuation-check/valuation-table`)
  await page.getByRole('tab', { name: '估值表' }).waitFor()
  await page.context().close()
})
