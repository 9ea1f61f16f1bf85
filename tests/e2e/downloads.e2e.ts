import { mkdirSync } from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, demoScenario, launch, newPage, records, shot, signIn } from './browser'
import { expectDark, expectWithinWidth, overflow } from './look-kit'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const DIR = 'test-results/e2e/downloads'

async function loggedIn(width = 1440, skin?: 'dark', landing?: string) {
  const page = await newPage(browser, width)
  if (skin) await page.context().addCookies([{ name: 'skin', value: skin, url: BASE }])
  await signIn(page, 'manager', 'Manager123', landing)
  return page
}

const openDoneTab = async (page: Page) => {
  await page.goto(`${BASE}/todo-done-more`)
  await page.getByRole('tab', { name: '办结', exact: true }).click()
  await page.getByText(/^共 \d+ 条$/).waitFor()
}

test('a whole-history export becomes a task that progresses and downloads a real .xlsx', async () => {
  const page = await newPage(browser, 1440)
  // Prepared in 8 s instead of 16: still long enough to watch it queue and progress.
  await demoScenario(page, 'pace:2')
  await signIn(page, 'manager', 'Manager123', '/todo-done-more')
  await page.getByText(/^共 \d+ 条待办/).waitFor()
  await shot(page, 'todo-pending')
  await openDoneTab(page)
  const total = Number((await page.getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0])
  expect(total).toBeGreaterThan(5000)
  await shot(page, 'todo-done')

  await page.getByRole('button', { name: /^download 导\s*出$/ }).click()
  const created = page.getByText(
    `导出任务已创建，共 ${total.toLocaleString('zh-CN')} 条，可在下载中心查看`,
  )
  await created.waitFor()
  await shot(page, 'export-task-created')
  await page.getByRole('button', { name: '前往下载中心' }).click()
  await page.waitForURL(`${BASE}/outline-download`)

  await page.mouse.move(700, 800) // off the header's menus
  const bell = page.getByRole('button', { name: /^消息中心，\d+ 条未读$/ })
  const unread = async () => Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0])
  const before = await unread()
  const row = records(page).first()
  await row.getByText(/排队中|生成中/).waitFor()
  await row.getByText('生成中').waitFor({ timeout: 10_000 })
  // The picture is of a task under way: its bar off 0 % (unless it finished first).
  const progress = row.getByRole('progressbar')
  await expect
    .poll(
      async () =>
        (await row.getByText('已完成').isVisible()) ||
        Number(await progress.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => 0)) > 0,
    )
    .toBe(true)
  await shot(page, 'downloads-progress')
  await row.getByText('已完成').waitFor({ timeout: 30_000 })
  await page.getByText('下载任务已完成').first().waitFor({ timeout: 10_000 })
  await expect.poll(unread).toBeGreaterThan(before)
  await shot(page, 'downloads-ready')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^下载 / }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^待办办结_办结列表_\d{14}\.xlsx$/)
  mkdirSync(DIR, { recursive: true })
  const path = `${DIR}/${download.suggestedFilename()}`
  await download.saveAs(path)
  const { readFileSync } = await import('node:fs')
  const parts = unzipSync(new Uint8Array(readFileSync(path)))
  const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!)
  expect(sheet).toContain('<t xml:space="preserve">标题</t>')
  expect(sheet).toContain('<t xml:space="preserve">办理结果</t>')
  expect(sheet.match(/<row /g)!.length).toBe(total + 1)
  expect(total).toBeGreaterThan(5000)
  await page.context().close()
})

/** 待办办结's two tabs and 下载中心 in the dark skin or a 900 px window. */
async function pagesLookRight(name: 'dark' | '900') {
  const width = name === 'dark' ? 1440 : 900
  const page = await loggedIn(width, name === 'dark' ? 'dark' : undefined, '/todo-done-more')
  const pending = page.getByText(/^共 \d+ 条待办/)
  await pending.waitFor()
  await page.mouse.move(700, 800)
  // Dark: light text on a dark ground; 900 px: the page fits the window.
  const looksRight = async (text: Locator) => {
    if (name === 'dark') await expectDark(text)
    else {
      await expectWithinWidth(text, width)
      expect(await overflow(page)).toBeLessThanOrEqual(0)
    }
  }
  await looksRight(pending)
  await shot(page, `todo-pending-${name}`)
  await openDoneTab(page)
  await looksRight(page.getByText(/^共 \d+ 条$/))
  await shot(page, `todo-done-${name}`)
  await page.goto(`${BASE}/outline-download`)
  await page.getByText('已完成').first().waitFor()
  await looksRight(page.getByText('已完成').first())
  await shot(page, `downloads-${name}`)
  await page.context().close()
}

lookTest('downloads: dark', 'the pages in the dark skin', () => pagesLookRight('dark'))

lookTest('downloads: 900', 'the pages in a 900 px window', () => pagesLookRight('900'))
