import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { a11yPage } from './a11y-kit'
import { BASE, launch, motionSettled, shot } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

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
  await motionSettled(page) // rings fade in
  const focused = await control.evaluate(ringLooks)
  await page.keyboard.press(leave)
  await expect(control.evaluate((el) => el !== document.activeElement)).resolves.toBe(true)
  await motionSettled(page) // and out
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
  const page = await a11yPage(browser, 'light', 1600, 900)
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
  // The viewport only: a full-page shot resizes the window under the open panel, and twice in
  // CI's runs (never locally) the Enter that followed opened nothing.
  await shot(page, 'a11y-keyboard-header-panel', { fullPage: false })
  // A screenshot must not change what the keyboard user had: the panel open, 银行流水 focused.
  await panel.waitFor()
  expect(await focusedName(page)).toBe('银行流水')
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
