import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, newPage, shot, signIn } from './browser'
import { expectDark } from './look-kit'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/** "1,234.56" → cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100)

/** A balance-sheet line's 期末余额 in the drawer's shown tab. */
const closing = (page: Page, key: string) =>
  page
    .getByRole('dialog')
    .getByRole('tabpanel')
    .locator(`tr[data-row-key="${key}"] td`)
    .nth(1)
    .textContent()
    .then(cents)

async function openedAs(skin: 'light' | 'dark' = 'light') {
  const page = await newPage(browser, 1440)
  if (skin === 'dark') {
    await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  }
  await signIn(page)
  return page
}

test('报表 of a fund: its balance sheet balances and downloads; 发送配置: a bad address named, fixed, saved and seen', async () => {
  const page = await openedAs()
  await page.goto(`${BASE}/valuation-check/financial-report?fundCode=SXA003`)
  await page.getByText('共 3 条').waitFor()
  await shot(page, 'valuation-financial-report')
  await page.locator('tbody tr[data-row-key]').first().getByRole('button', { name: '查看' }).click()
  const check = page.locator('.statement-check')
  await check.waitFor()
  const assets = await closing(page, 'totalAssets')
  expect(assets).toBeGreaterThan(0)
  expect(assets).toBe(
    (await closing(page, 'totalLiabilities')) + (await closing(page, 'netAssets')),
  )
  expect(await closing(page, 'totalLiabilitiesAndNet')).toBe(assets)
  await shot(page, 'valuation-financial-report-balance-sheet')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '下载报表' }).click()
  expect((await download).suggestedFilename()).toMatch(/^SXA003_\d{4}-\d{2}_财务报表\.xlsx$/)
  await page.getByRole('tab', { name: '利润表' }).click()
  await shot(page, 'valuation-financial-report-income')
  await page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }).click()

  await page.goto(`${BASE}/valuation-check/email-manage`)
  await page.getByText('共 5 条').waitFor()
  await shot(page, 'valuation-email-manage')
  await page.locator('tr[data-row-key="ET101"]').getByRole('button', { name: '编辑' }).click()
  const addresses = page.getByLabel('收件人邮箱')
  await expect.poll(() => addresses.inputValue()).toContain('yunying@quanchengpe.com.cn')
  await addresses.fill('yunying@quanchengpe.com.cn\nfund-ops#quanchengpe.com.cn')
  await page.getByRole('button', { name: /^保\s*存$/ }).click()
  await page.getByText('邮箱地址格式不正确：fund-ops#quanchengpe.com.cn').waitFor()
  await shot(page, 'valuation-email-edit-invalid')
  await addresses.fill('yunying@quanchengpe.com.cn\nfund-ops@quanchengpe.com.cn')
  await page.getByRole('button', { name: /^保\s*存$/ }).click()
  await expect.poll(() => page.url()).toContain('see-email-manage-details?id=ET101')
  await page.locator('.email-recipients').getByText('fund-ops@quanchengpe.com.cn').waitFor()
  await shot(page, 'valuation-email-see')
})

test('增值税, 凭证 and its send records in the light skin; 报表 in the dark one', async () => {
  const page = await openedAs()
  await page.goto(`${BASE}/valuation-check/vat`)
  await page
    .getByRole('row')
    .filter({ hasText: /^期间合计/ })
    .waitFor()
  await shot(page, 'valuation-vat')
  await page.goto(`${BASE}/valuation-check/account-voucher?sendStatus=pending`)
  const vouchers = page.locator('tbody tr[data-row-key]')
  await vouchers.first().waitFor()
  // The filter from the address holds: every voucher listed is still to be sent.
  expect(await vouchers.filter({ hasNotText: '待发送' }).count()).toBe(0)
  await shot(page, 'valuation-voucher')
  await vouchers.first().getByRole('button', { name: '详情' }).click()
  const detail = page.getByRole('dialog')
  await detail.getByText('借贷平衡').waitFor()
  // 合计 | debit | credit: the two sides the drawer calls balanced are the same figure.
  const sums = detail.getByRole('row').filter({ hasText: /^合计/ }).getByRole('cell')
  expect(await sums.nth(1).textContent()).toMatch(/^[\d,]+\.\d{2}$/)
  expect(await sums.nth(1).textContent()).toBe(await sums.nth(2).textContent())
  await shot(page, 'valuation-voucher-detail')
  await detail.getByRole('button', { name: '关闭', exact: true }).click()
  await page.goto(`${BASE}/account-voucher-record`)
  await page.locator('tbody tr[data-row-key]').first().waitFor()
  await shot(page, 'valuation-voucher-record')

  const dark = await openedAs('dark')
  await dark.goto(`${BASE}/valuation-check/financial-report?status=pending`)
  await dark.locator('tbody tr[data-row-key]').first().getByRole('button', { name: '查看' }).click()
  const balanceSheet = dark.getByRole('dialog').getByText(/资产总计 .+ = 负债合计 .+ 净资产合计/)
  await balanceSheet.waitFor()
  await expectDark(balanceSheet)
  await shot(dark, 'valuation-financial-report-dark')
})
