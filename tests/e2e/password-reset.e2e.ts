import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { a11yPage, axeFindings, type Skin } from './a11y-kit'
import { BASE, launch, newPage, shot } from './browser'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

/** The visible tab's panel (both tabs have fields with the same labels; hidden ones are skipped). */
const panel = (page: Page) => page.getByRole('tabpanel')
const nextButton = (scope: Locator) => scope.getByRole('button', { name: /^下\s*一\s*步$/ })

/** No horizontal scrolling: everything fits the phone's width. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The login form with the demo-only codes (8888); resetdemo has two organisations. */
async function submitLogin(page: Page, userName: string, password: string) {
  await page.getByLabel('用户名').fill(userName)
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: /登\s*录/ }).click()
}

/** A phone-sized page in a skin, antd's animations on; axe can be injected. */
const phonePage = (skin: Skin) => a11yPage(browser, skin, 390, 844, { motion: true })

/** axe's serious and critical findings, once antd's animations have settled. */
async function expectAccessible(page: Page, name: string) {
  // The pointer off the page: a hover it left on a button (its colour fading in, with motion
  // on) is not the page at rest. Moved for real, the hover's fade starts at once and is waited.
  await page.mouse.move(0, 0)
  expect(await axeFindings(page), `axe on ${name}`).toEqual([])
}

test('an investor on a phone resets a password: the old one stops working, the new one works', async () => {
  // Dark skin here (the staff journeys below cover both skins).
  const page = await phonePage('dark')
  await page.goto(`${BASE}/reset-password?type=investor`)
  const tab = panel(page)
  await tab.getByLabel('证件号码').waitFor()
  await shot(page, 'reset-investor-390-identity')
  await expectNoSideScroll(page)

  await tab.getByLabel('证件号码').fill('370103199002150029')
  await tab.getByLabel('投资者姓名').fill('刘晓')
  await tab.getByLabel('预留手机号码').fill('13900000001')
  await nextButton(tab).click()
  await tab
    .getByText('未查询到该投资者信息，请核对证件类型、证件号码、姓名（名称）和预留手机号码')
    .waitFor()
  await shot(page, 'reset-investor-390-unknown')
  await expectAccessible(page, 'investor unknown')

  await tab.getByLabel('投资者姓名').fill('刘晓梅')
  await nextButton(tab).click()
  await tab.getByLabel('齐鲁资产管理有限公司').waitFor()
  await tab.getByText(/短信验证码已发送至 139\*\*\*\*0001/).waitFor()
  await shot(page, 'reset-investor-390-orgs')
  await expectAccessible(page, 'investor organisations')
  await tab.getByText('齐鲁资产管理有限公司').click()
  await tab.getByLabel('短信验证码').fill('1234')
  await nextButton(tab).click()
  await tab.getByText('验证码错误，还可尝试2次').waitFor()
  await tab.getByLabel('短信验证码').fill('8888')
  await nextButton(tab).click()

  await tab.getByLabel('新密码').fill('Liu2025abc')
  await tab.getByLabel('确认密码').fill('Liu2025abd')
  await tab.getByRole('button', { name: '确认修改' }).click()
  await tab.getByText('新密码与确认密码不一致，请重新输入').waitFor()
  await shot(page, 'reset-investor-390-mismatch')
  await expectNoSideScroll(page)
  await tab.getByLabel('确认密码').fill('Liu2025abc')
  await tab.getByRole('button', { name: '确认修改' }).click()

  await page.getByText('密码重置成功，请使用新密码登录').waitFor()
  const check = tab.getByLabel('登录密码')
  await check.fill('Investor123')
  await tab.getByRole('button', { name: /^验\s*证$/ }).click()
  await tab.getByText('密码错误').waitFor()
  await check.fill('Liu2025abc')
  await tab.getByRole('button', { name: /^验\s*证$/ }).click()
  await tab.getByText('密码正确，新密码已生效').waitFor()
  await shot(page, 'reset-investor-390-done')
  await expectNoSideScroll(page)
  await expectAccessible(page, 'investor done')
  await page.context().close()
})

test('staff reset from 忘记密码？, then the old password is refused and the new one logs in', async () => {
  const page = await newPage(browser)
  await page.goto(`${BASE}/login`)
  await page.getByRole('link', { name: '忘记密码？' }).click()
  await page.waitForURL(`${BASE}/reset-password`)
  // The login page stays on screen until the lazy page has loaded.
  await page.getByRole('heading', { name: '重置密码' }).waitFor()
  const tab = panel(page)

  await tab.getByLabel('用户名').fill('resetdemo')
  await tab.getByLabel('证件号码').fill('370102199204150047')
  await tab.getByLabel('预留手机号码').fill('13800000004')
  await nextButton(tab).click()
  await tab.getByText(/短信验证码已发送至 138\*\*\*\*0004/).waitFor()
  await expect(tab.getByRole('button', { name: /秒后重新获取$/ }).isDisabled()).resolves.toBe(true)
  await shot(page, 'reset-staff-code')

  await tab.getByLabel('短信验证码').fill('1234')
  await nextButton(tab).click()
  await tab.getByText('验证码错误，还可尝试2次').waitFor()
  await tab.getByLabel('短信验证码').fill('8888')
  await nextButton(tab).click()

  await tab.getByLabel('泉城私募基金管理有限公司').waitFor()
  await tab.getByText('泉城私募基金管理有限公司').click()
  await tab.getByLabel('新密码').fill('Newpass123')
  await tab.getByLabel('确认密码').fill('Newpass123')
  await shot(page, 'reset-staff-password')
  await tab.getByRole('button', { name: '确认重置' }).click()
  await page.getByText('密码重置成功，请使用新密码登录').waitFor()
  await shot(page, 'reset-staff-done')
  // Back to /login on its own after a few seconds.
  await page.waitForURL(`${BASE}/login`, { timeout: 10_000 })

  await submitLogin(page, 'resetdemo', 'Reset1234')
  await page.getByText('用户名或密码错误').waitFor()

  await submitLogin(page, 'resetdemo', 'Newpass123')
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.getByLabel('齐鲁资产管理有限公司').check()
  await picker.getByRole('button', { name: /进\s*入/ }).click()
  await page.waitForURL(`${BASE}/home-page`)
  await page.getByRole('tablist').waitFor()
  await shot(page, 'reset-staff-logged-in')
  await page.context().close()
})

/** The staff reset on a phone in one skin: it fits, reads, and passes axe at each step. */
async function staffFlowOnPhone(skin: Skin) {
  const page = await phonePage(skin)
  await page.goto(`${BASE}/reset-password`)
  const tab = panel(page)
  await tab.getByLabel('用户名').waitFor()
  await nextButton(tab).click()
  await tab.getByText('请输入用户名').waitFor()
  await shot(page, `reset-staff-390-${skin}-identity`)
  await expectNoSideScroll(page)
  await expectAccessible(page, `${skin} identity`)

  await tab.getByLabel('用户名').fill('resetdemo')
  await tab.getByLabel('证件号码').fill('370102199204150047')
  await tab.getByLabel('预留手机号码').fill('13800000004')
  await nextButton(tab).click()
  await tab.getByLabel('短信验证码').fill('8888')
  await shot(page, `reset-staff-390-${skin}-code`)
  await expectNoSideScroll(page)
  await expectAccessible(page, `${skin} code`)
  await nextButton(tab).click()
  await tab.getByLabel('齐鲁资产管理有限公司').waitFor()
  await shot(page, `reset-staff-390-${skin}-password`)
  await expectNoSideScroll(page)
  await expectAccessible(page, `${skin} password`)
  await page.context().close()
}

lookTest(
  'password-reset phone: dark',
  'staff flow on a phone, dark skin: fits, reads, and passes axe at each step',
  () => staffFlowOnPhone('dark'),
)

lookTest(
  'password-reset phone: light',
  'staff flow on a phone, light skin: fits, reads, and passes axe at each step',
  () => staffFlowOnPhone('light'),
)
