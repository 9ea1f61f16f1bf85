import { readFileSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, motionSettled, newPage, pickOption, shot, signIn } from './browser'
import { expectDark, expectWithinWidth, overflow } from './look-kit'
import { lookTest } from './rotation'

/*
 * 合同管理: a contract drafted across the wizard's steps, saved, reopened and continued,
 * submitted and found in 合同查询; a template downloaded from 模板中心. The wizard is
 * photographed in the light and dark skins and in a 900 px window.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(skin: 'light' | 'dark' = 'light', width = 1440, landing?: string) {
  const page = await newPage(browser, width)
  if (skin === 'dark') await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  await signIn(page, 'manager', 'Manager123', landing)
  return page
}

const step = (page: Page, name: string) => page.locator(`section[aria-label="${name}"]`)
/** A button by its text (antd spaces two-character labels; an icon may name itself first). */
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name.split('').join('\\s*')}$`) })

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click()
  await pickOption(page, option)
}

/** A template's card in the wizard's first step. */
const card = (page: Page, name: string) =>
  page.locator('.template-card__name').filter({ hasText: new RegExp(`^${name}$`) })

const FUND = '泉城远见一号私募证券投资基金'

test('draft a contract across the steps, save, reopen and continue, submit, see it in 合同查询', async () => {
  const page = await loggedIn('light', 1440, '/contract-manage/contract-draft')
  await page.locator('tbody tr[data-row-key]').first().waitFor()
  await shot(page, 'contract-draft-list')
  await button(page, '新建合同').click()
  await card(page, '基金合同模板').click()
  await button(page, '下一步').click()

  const elements = step(page, '产品要素')
  await elements.getByLabel('产品名称').fill(FUND)
  await pick(page, elements, '投资策略', '股票多头')
  await elements.getByText('R4', { exact: true }).click()
  await elements.getByLabel('存续期限').fill('60')
  await elements.getByLabel('最低认购金额').fill('1000000')
  await elements.getByText('每月', { exact: true }).click()
  await elements.getByLabel('开放日').fill('15')
  await elements.getByLabel('锁定期').fill('6')
  await shot(page, 'contract-wizard-elements-light')
  await button(page, '下一步').click()

  const fees = step(page, '费用条款')
  await fees.getByLabel('管理费率').fill('5')
  await button(page, '下一步').click()
  await fees.getByText('管理费率须在 0%–3% 之间').waitFor()
  const rates = [
    ['管理费率', '1.5'],
    ['托管费率', '0.05'],
    ['外包服务费率', '0.03'],
    ['认购费率', '1'],
    ['赎回费率', '0.5'],
    ['业绩报酬计提比例', '20'],
    ['业绩报酬计提基准', '6'],
  ]
  for (const [label, value] of rates) await fees.getByLabel(label!).fill(value!)
  await shot(page, 'contract-wizard-fees-light')
  await button(page, '保存草稿').click()
  await page.getByText('草稿已保存').waitFor()
  await expect.poll(() => page.url()).toMatch(/draft=CG\d+/)
  const draftId = /draft=(CG\d+)/.exec(page.url())![1]!

  await button(page, '返回草稿列表').click()
  const row = page.locator(`tbody tr[data-row-key="${draftId}"]`)
  await row.getByText('3/5 费用条款').waitFor()
  await row.getByRole('button', { name: '继续编辑' }).click()
  await expect.poll(() => fees.getByLabel('管理费率').inputValue()).toBe('1.50')
  await page.getByText('产品要素', { exact: true }).click()
  await expect.poll(() => elements.getByLabel('产品名称').inputValue()).toBe(FUND)
  await button(page, '下一步').click()
  await button(page, '下一步').click()

  const parties = step(page, '合同各方')
  await parties.getByText('本公司（基金服务部）').click()
  await parties.getByText('个人合格投资者').click()
  await parties.getByLabel('管理人联系人').fill('刘晓燕')
  await parties.getByLabel('联系电话').fill('13805310101')
  await shot(page, 'contract-wizard-parties-light')
  await button(page, '下一步').click()
  const review = step(page, '复核')
  await review.getByText(FUND).waitFor()
  await shot(page, 'contract-wizard-review-light')
  await button(page, '提交').click()
  await page.getByText('合同已提交托管复核').waitFor()
  await button(page, '查看合同进度').click()

  const drawer = page.getByRole('dialog', { name: /^合同 HT/ })
  await drawer.getByText(FUND).first().waitFor()
  await drawer.getByText('托管复核进行中').waitFor()
  await motionSettled(page) // the drawer slides in
  await shot(page, 'contract-query-detail')
  await drawer.getByRole('button', { name: '关闭', exact: true }).click()
  await page.locator('tbody tr[data-row-key]').filter({ hasText: FUND }).waitFor()
  await shot(page, 'contract-query-list')
  await page.context().close()
})

test('download a template from 模板中心 as a Word document', async () => {
  const page = await loggedIn('light', 1440, '/contract-manage/template-center')
  const row = page.locator('tbody tr[data-row-key="TPL0001"]')
  await row.waitFor()
  await shot(page, 'template-center')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: '下载 基金合同模板' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('基金合同模板.docx')
  const bytes = readFileSync((await download.path())!)
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
  await page.goto(`${BASE}/contract-manage/contract-change`)
  await page.locator('tbody tr[data-row-key]').first().waitFor()
  await shot(page, 'contract-change-list')
  await page.context().close()
})

lookTest('contract wizard: dark', 'the wizard in the dark skin', async () => {
  const dark = await loggedIn('dark', 1440, '/contract-manage/contract-draft')
  await dark
    .locator('tbody tr[data-row-key]')
    .first()
    .getByRole('button', { name: '继续编辑' })
    .click()
  await step(dark, '合同各方').getByLabel('管理人联系人').waitFor()
  await expectDark(step(dark, '合同各方').getByText('管理人联系人'))
  await shot(dark, 'contract-wizard-parties-dark')
  await button(dark, '上一步').click()
  await step(dark, '费用条款').getByLabel('管理费率').waitFor()
  await expectDark(step(dark, '费用条款').getByText('管理费率'))
  await shot(dark, 'contract-wizard-fees-dark')
  await dark.context().close()
})

lookTest('contract wizard: 900', 'the wizard in a 900 px window', async () => {
  const narrow = await loggedIn('light', 900, '/contract-manage/contract-draft?draft=new')
  await card(narrow, '基金合同模板').waitFor()
  await expectWithinWidth(card(narrow, '基金合同模板'), 900)
  expect(await overflow(narrow)).toBeLessThanOrEqual(0)
  await shot(narrow, 'contract-wizard-template-900')
  await card(narrow, '基金合同模板').click()
  await button(narrow, '下一步').click()
  await step(narrow, '产品要素').getByLabel('产品名称').waitFor()
  await expectWithinWidth(step(narrow, '产品要素').getByLabel('产品名称'), 900)
  await expectWithinWidth(button(narrow, '下一步'), 900)
  expect(await overflow(narrow)).toBeLessThanOrEqual(0)
  await shot(narrow, 'contract-wizard-elements-900')
  await narrow.context().close()
})
