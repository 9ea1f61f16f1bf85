import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, demoScenario, launch, newPage, shot, signIn } from './browser'
import { expectDark, expectWithinWidth, overflow } from './look-kit'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const PDF = Buffer.from('%PDF-1.7\n% a quarterly report\n', 'latin1')
const LEAVE = '修改的内容尚未保存，确定离开吗？'

async function loggedIn(options: { width?: number; dark?: boolean; landing?: string } = {}) {
  const page = await newPage(browser, options.width ?? 1440)
  if (options.dark) await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page, 'manager', 'Manager123', options.landing)
  return page
}

const tag = (page: Page, title: string) =>
  page.locator('.tags-bar [role="tab"]').filter({ hasText: new RegExp(`^${title}$`) })

test('a quarterly report uploaded is sealed by the custodian and confirmed in 用印结果查询', async () => {
  const page = await newPage(browser, 1440)
  // Sealed after 5 s instead of 10: still long enough to see it 已上传 or 审核中 first.
  await demoScenario(page, 'pace:2')
  await signIn(page, 'manager', 'Manager123', '/data-submission/periodic-report?tab=quarterly')
  const waiting = page.locator('tbody tr[data-row-key]').filter({ hasText: '待上传' }).first()
  await waiting.waitFor()
  const reportId = (await waiting.getAttribute('data-row-key')) as string
  const row = page.locator(`tbody tr[data-row-key="${reportId}"]`)
  await shot(page, 'data-submission-periodic-quarterly')

  await row.getByRole('button', { name: '上传', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '上传季报' })
  await dialog
    .getByLabel('报告文件')
    .setInputFiles({ name: '2026年第3季度季报.pdf', mimeType: 'application/pdf', buffer: PDF })
  await dialog.getByText(/上传成功/).waitFor()
  await shot(page, 'data-submission-upload')
  await dialog.getByRole('button', { name: '提交报送' }).click()
  await row.getByText('已上传').or(row.getByText('审核中')).first().waitFor()
  // The demo custodian reviews and seals it within about five seconds; the list follows.
  await row.getByText('已用印').waitFor({ timeout: 25_000 })
  await row.getByRole('button', { name: '详情' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: '办理进度' })
  await drawer.getByText('备注：印章：资产托管部业务专用章').waitFor()
  await shot(page, 'data-submission-report-detail')
  const download = page.waitForEvent('download')
  await drawer.getByRole('button', { name: '下载用印文件' }).click()
  expect((await download).suggestedFilename()).toMatch(/（已用印）\.pdf$/)

  await page.goto(`${BASE}/data-submission/stamp-periodic-report`)
  const sealed = page.locator(`tbody tr[data-row-key="${reportId}"]`)
  await sealed.getByText('待确认').waitFor()
  await shot(page, 'data-submission-stamp-results')
  await sealed.getByRole('button', { name: '确认', exact: true }).click()
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*认/ })
    .click()
  await sealed.getByText('已确认').waitFor()
  await page.context().close()
})

test('leaving the quant table with unsaved edits asks first; switching tabs keeps them', async () => {
  const page = await loggedIn({ landing: '/data-submission/quantify-operation' })
  const draft = page.locator('tbody tr[data-row-key]').filter({ hasText: '草稿' }).first()
  await draft.waitFor()
  await shot(page, 'data-submission-quant-list')
  await draft.getByRole('button', { name: '编辑' }).click()
  const remark = page.getByLabel('第1行 备注')
  await remark.fill('人工复核后调整')
  const leverage = page.getByLabel('第2行 杠杆倍数')
  await leverage.fill('12')
  await leverage.blur()
  await page.getByText('杠杆倍数须在 0 至 10 之间').waitFor()
  await shot(page, 'data-submission-quant-edit')

  // Another tab keeps the page, and its edits, alive: nothing is asked.
  await tag(page, '量化运行表').click()
  await draft.waitFor()
  await tag(page, '量化运行表编辑').click()
  await expect.poll(() => remark.inputValue()).toBe('人工复核后调整')

  // Closing the tab from another one brings it to the front and asks.
  await tag(page, '量化运行表').click()
  await expect.poll(() => tag(page, '量化运行表').getAttribute('aria-selected')).toBe('true')
  await tag(page, '量化运行表编辑').getByLabel('关闭 量化运行表编辑').click()
  const ask = page.getByRole('dialog').filter({ hasText: LEAVE })
  await ask.waitFor()
  await expect.poll(() => page.url()).toContain('/data-submission/quantify-operation-edit')
  await shot(page, 'data-submission-quant-leave')
  await ask.getByRole('button', { name: '继续编辑' }).click()
  await ask.waitFor({ state: 'hidden' })
  expect(await remark.inputValue()).toBe('人工复核后调整')

  // A reload asks through the browser's own dialog; staying keeps the edits.
  const unload = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type())
      void d.dismiss()
    }),
  )
  await page.reload({ timeout: 2_000 }).catch(() => undefined)
  expect(await unload).toBe('beforeunload')
  expect(await remark.inputValue()).toBe('人工复核后调整')

  await tag(page, '量化运行表编辑').getByLabel('关闭 量化运行表编辑').click()
  await ask.waitFor()
  await ask.getByRole('button', { name: '离 开' }).click()
  await tag(page, '量化运行表编辑').waitFor({ state: 'detached' })
  await page.context().close()
})

lookTest('data-submission: dark', '定期报告 in the dark skin', async () => {
  const dark = await loggedIn({ dark: true, landing: '/data-submission/periodic-report' })
  const report = dark.locator('tbody tr[data-row-key]').first()
  await report.waitFor()
  await expectDark(report.getByRole('cell').first())
  await shot(dark, 'data-submission-periodic-dark')
  await dark.context().close()
})

lookTest('data-submission: 900', '量化运行表 editing and 用印 at 900 px', async () => {
  const narrow = await loggedIn({ width: 900, landing: '/data-submission/quantify-operation' })
  const draft = narrow.locator('tbody tr[data-row-key]').filter({ hasText: '草稿' }).first()
  await draft.getByRole('button', { name: '编辑' }).click()
  const remark = narrow.getByLabel('第1行 备注')
  await remark.waitFor()
  expect(await remark.isEditable()).toBe(true)
  await expectWithinWidth(narrow.getByRole('button', { name: /^提\s*交$/ }), 900)
  expect(await overflow(narrow)).toBeLessThanOrEqual(0)
  await shot(narrow, 'data-submission-quant-edit-900')
  await narrow.goto(`${BASE}/data-submission/stamp-periodic-report`)
  await narrow.locator('tbody tr[data-row-key]').first().waitFor()
  expect(await overflow(narrow)).toBeLessThanOrEqual(0)
  await shot(narrow, 'data-submission-stamp-900')
  await narrow.context().close()
})
