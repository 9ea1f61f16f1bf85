import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, shot, signIn } from './browser'
import { expectDark, expectWithinWidth, overflow } from './look-kit'
import { lookTest } from './rotation'

/*
 * 消息中心 and 通知公告 in Chromium: a message marked read lowers the header's badge at once,
 * 全部已读 clears it; a notice opens in its drawer with its content and attachments. Each
 * journey is photographed in the light and dark skins and in a 900 px window.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/** How many unread messages the bell announces (0 when it names none). */
async function bellCount(page: Page): Promise<number> {
  const name =
    (await page.getByRole('button', { name: /^消息中心/ }).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) 条未读/.exec(name)?.[1] ?? 0)
}

const messages = (page: Page) => page.getByRole('list', { name: '消息列表' }).getByRole('listitem')
const unreadMessages = (page: Page) =>
  page.getByRole('list', { name: '消息列表' }).getByRole('listitem', { name: /^未读：/ })

async function loggedIn(skin: 'light' | 'dark', width = 1440, landing?: string) {
  const page = await newPage(browser, width)
  if (skin === 'dark') await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page, 'manager', 'Manager123', landing)
  return page
}

test('mark a message read from 消息中心 and watch the badge drop; then 全部已读', async () => {
  const page = await loggedIn('light')
  await page.getByRole('button', { name: /^消息中心，\d+ 条未读$/ }).click()
  await unreadMessages(page).first().waitFor()
  const before = await bellCount(page)
  expect(before).toBeGreaterThanOrEqual(2)
  await shot(page, 'messages-msg-center-light')
  await unreadMessages(page)
    .first()
    .getByRole('button', { name: /标为已读/ })
    .click()
  await page.getByRole('button', { name: `消息中心，${before - 1} 条未读` }).waitFor()
  await page.getByRole('button', { name: '全部已读' }).click()
  await page.getByRole('button', { name: '消息中心', exact: true }).waitFor()
  await expect.poll(() => unreadMessages(page).count()).toBe(0)
  await page.context().close()
})

test('open a notice from the home page: its card leads to the notice, now read', async () => {
  const page = await loggedIn('light')
  const card = page.getByRole('list', { name: '最新通知公告' })
  const first = card.getByRole('listitem').first()
  await first.waitFor()
  const title = (await first.getByRole('link').getAttribute('title')) ?? ''
  expect(title).not.toBe('')
  const wasUnread = await first.getByRole('img', { name: '未读' }).isVisible()
  await first.getByRole('link').click()
  const drawer = page.getByRole('dialog', { name: title })
  await drawer.waitFor()
  expect(page.url()).toMatch(new RegExp(`^${BASE}/notice\\?id=N\\d+$`))
  await page.getByRole('tab', { name: /通知公告/ }).waitFor()
  await motionSettled(page)
  await shot(page, 'messages-notice-from-home')
  await page.keyboard.press('Escape')
  await drawer.waitFor({ state: 'hidden' })
  // Back home, the card shows it read.
  await page.getByRole('tab', { name: '首页' }).click()
  const again = page.getByRole('list', { name: '最新通知公告' }).getByRole('listitem').first()
  await again.getByRole('link', { name: title }).waitFor()
  if (wasUnread) await again.getByRole('img', { name: '未读' }).waitFor({ state: 'detached' })
  await page.context().close()
})

test('open a notice from /notice: the drawer shows its content and attachments', async () => {
  const page = await loggedIn('light', 1440, '/notice')
  await page.getByRole('button', { name: /元旦假期托管业务安排/ }).click()
  const drawer = page.getByRole('dialog', { name: '关于2026年元旦假期托管业务安排的通知' })
  await drawer.getByText('补发 12-31 估值表').waitFor()
  await drawer.getByRole('button', { name: '下载 元旦假期业务安排.pdf' }).waitFor()
  expect(page.url()).toBe(`${BASE}/notice?id=N0003`)
  const download = page.waitForEvent('download')
  await drawer.getByRole('button', { name: '下载 元旦假期业务安排.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('元旦假期业务安排.pdf')
  await motionSettled(page)
  await shot(page, 'messages-notice-detail-light')
  await page.keyboard.press('Escape')
  await drawer.waitFor({ state: 'hidden' })
  await shot(page, 'messages-notice-list-light')
  await page.context().close()
})

lookTest('messages: dark', 'dark skin: the notice list, a notice and 消息中心', async () => {
  const page = await loggedIn('dark', 1440, '/notice?id=N0002')
  const drawer = page.getByRole('dialog', { name: /2\.5\.0 版本上线公告/ })
  await drawer.getByText('主要更新如下').waitFor()
  await motionSettled(page)
  await expectDark(drawer.getByText('主要更新如下'))
  await shot(page, 'messages-notice-detail-dark')
  await page.keyboard.press('Escape')
  await drawer.waitFor({ state: 'hidden' })
  const notice = page.getByRole('button', { name: /元旦假期托管业务安排/ })
  await notice.waitFor()
  await expectDark(notice)
  await shot(page, 'messages-notice-list-dark')
  await page.getByRole('button', { name: /^消息中心/ }).click()
  await messages(page).first().waitFor()
  await expectDark(messages(page).first())
  await shot(page, 'messages-msg-center-dark')
  await page.context().close()
})

lookTest(
  'messages: 900',
  'a 900 px window: the notice list, a notice and 消息中心 still read well',
  async () => {
    const page = await loggedIn('light', 900, '/notice')
    const notice = page.getByRole('button', { name: /元旦假期托管业务安排/ })
    await notice.waitFor()
    await expectWithinWidth(notice, 900)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await shot(page, 'messages-notice-list-900')
    await notice.click()
    const drawer = page.getByRole('dialog', { name: '关于2026年元旦假期托管业务安排的通知' })
    await drawer.getByText('补发 12-31 估值表').waitFor()
    await motionSettled(page)
    await expectWithinWidth(drawer, 900)
    await expectWithinWidth(drawer.getByText('补发 12-31 估值表'), 900)
    await shot(page, 'messages-notice-detail-900')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await page.goto(`${BASE}/msg-center`)
    await messages(page).first().waitFor()
    await expectWithinWidth(messages(page).first(), 900)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await shot(page, 'messages-msg-center-900')
    await page.context().close()
  },
)
