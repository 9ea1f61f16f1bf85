import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launch, newPage, shot, signIn } from './browser'

/* 投资者用户管理 in Chromium: approve a password-reset audit and watch the 100202 badge drop. */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * A menu's to-do count as its badge names it (0 when it has none). At 1440 px 综合管理 folds
 * under 更多, so the window widens to show every group while the badge is read.
 */
async function menuCount(page: Page, group: string, item: string) {
  await page.setViewportSize({ width: 2048, height: 1000 })
  const nav = page.getByRole('menu', { name: '导航菜单' })
  await nav.getByText(group, { exact: true }).hover()
  const panel = page.getByRole('menu', { name: group })
  const menuItem = panel.getByRole('menuitem', { name: new RegExp(`^${item}`) })
  await menuItem.waitFor()
  const badge = menuItem.getByRole('img', { name: /^待办 \d+$/ })
  const name = (await badge.count()) ? await badge.getAttribute('aria-label') : '0'
  await page.mouse.move(700, 860) // off the header, so the panel closes
  await panel.waitFor({ state: 'hidden' })
  await page.setViewportSize({ width: 1440, height: 900 })
  return Number(/\d+/.exec(name ?? '')?.[0])
}

test('approve a password-reset audit: the SMS notice shows and the 100202 badge drops by one', async () => {
  const page = await newPage(browser)
  await signIn(page, 'manager', 'Manager123', '/general-manage/investor-user-manage')
  await page.locator('tbody tr[data-row-key]').first().waitFor()
  await page
    .getByText(/^\d{4}\*{10}\w{4}$/)
    .first()
    .waitFor()
  await shot(page, 'investor-users-list-light')
  const before = await menuCount(page, '综合管理', '投资者用户管理')
  expect(before).toBe(3)

  await page.getByRole('tab', { name: /密码重置审核/ }).click()
  const waiting = page.getByRole('button', { name: /^审核 CZ/ }).first()
  await waiting.waitFor()
  await shot(page, 'investor-users-reset-audits-light')
  await waiting.click()
  const drawer = page.getByRole('dialog', { name: /^密码重置审核 CZ/ })
  await drawer.getByText('审核进度').waitFor()
  await shot(page, 'investor-users-reset-drawer-light')
  await drawer.getByRole('button', { name: /^通\s*过$/ }).click()
  const ask = page.getByRole('dialog', { name: '提示信息' })
  await ask.getByText(/^确定审核通过.+的密码重置申请吗？$/).waitFor()
  await ask.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText(/^已通过，临时密码已通过短信发送至 1\d\d\*{4}\d{4}$/).waitFor()
  await drawer.getByText('发送临时密码').waitFor()
  // Its 通过 button is gone, so focus may have left the drawer and Escape would not reach it.
  await drawer.getByRole('button', { name: '关闭', exact: true }).click()
  await drawer.waitFor({ state: 'hidden' })
  await expect.poll(() => menuCount(page, '综合管理', '投资者用户管理')).toBe(before - 1)
  await page.close()
})
