import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  BASE,
  launch,
  logIn,
  motionSettled,
  newPage,
  shellTabs,
  shot,
  signIn,
  submitLogin,
} from './browser'
import { expectDark } from './look-kit'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function loggedIn(userName: string, password: string, width = 1440, height = 900) {
  const page = await newPage(browser, width, height)
  await signIn(page, userName, password)
  return page
}

async function openPasswordDialog(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: /密码修改/ }).click()
  const dialog = page.getByRole('dialog', { name: '密码修改' })
  await dialog.waitFor()
  await motionSettled(page)
  return dialog
}

test('operator changes the password, is logged out to /login, and logs in with the new one', async () => {
  const page = await loggedIn('operator', 'Operator123')
  let dialog = await openPasswordDialog(page)
  await dialog.getByLabel('新密码').fill('abc')
  await dialog.getByLabel('确认密码').focus() // blur: the rule speaks
  await dialog.getByText('密码长度为8-15位').waitFor()
  expect(await dialog.getByLabel('新密码').inputValue()).toBe('abc')
  await shot(page, 'account-password-dialog')
  await dialog.getByRole('button', { name: /取\s*消/ }).click()
  await dialog.waitFor({ state: 'hidden' })

  await page.getByRole('button', { name: '切换到深色皮肤' }).click()
  dialog = await openPasswordDialog(page)
  await expectDark(dialog.getByText('原密码', { exact: true }))
  await shot(page, 'account-password-dialog-dark')
  await dialog.getByLabel('原密码').fill('Operator123')
  await dialog.getByLabel('新密码').fill('Operator456')
  await dialog.getByLabel('确认密码').fill('Operator456')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('修改成功！请重新登录').waitFor()
  await page.waitForURL(`${BASE}/login`)
  // The old password no longer works; the new one does.
  await submitLogin(page, 'operator', 'Operator123')
  await page.getByText('用户名或密码错误').waitFor()
  await logIn(page, 'operator', 'Operator456')
  await page.waitForURL(`${BASE}/home-page`)
  await page.context().close()
})

test('manager switches organisation: the app reloads at /public as 齐鲁资产管理有限公司', async () => {
  const page = await loggedIn('manager', 'Manager123', 1600, 900)
  // An open page, which the switch closes (its confirmation says so).
  await page.goto(`${BASE}/product-manage/fund-query`)
  await shellTabs(page).getByRole('tab', { name: '产品查询' }).waitFor()
  const orgButton = page.getByRole('button', { name: /切换机构/ })
  await expect(orgButton.textContent()).resolves.toContain('泉城私募基金管理有限公司')
  await orgButton.click()
  const list = page.getByRole('menu', { name: '管理人机构' })
  await list.getByRole('menuitem', { name: '齐鲁资产管理有限公司' }).waitFor()
  await motionSettled(page)
  await shot(page, 'account-org-dropdown')

  await page.evaluate(() => {
    ;(window as unknown as { beforeSwitch?: boolean }).beforeSwitch = true
  })
  await list.getByRole('menuitem', { name: '齐鲁资产管理有限公司' }).click()
  // Wait for the reload itself (the address was /home-page before it too).
  await page.waitForFunction(() => !(window as unknown as { beforeSwitch?: boolean }).beforeSwitch)
  await page.waitForURL(`${BASE}/home-page`)
  await page.getByRole('button', { name: /切换机构（当前：齐鲁资产管理有限公司）/ }).waitFor()
  // A real reload: what the page held before is gone.
  await expect(
    page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch),
  ).resolves.toBeUndefined()
  await expect(page.evaluate(() => sessionStorage.getItem('check-risk-tips-status'))).resolves.toBe(
    '1',
  )
  await expect(
    shellTabs(page)
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('aria-label'))),
  ).resolves.toEqual(['首页'])

  // The new session works: 个人中心 asks the server who this is.
  await page.goto(`${BASE}/individual`)
  await page.waitForURL(`${BASE}/individual-center`)
  // 基本信息 lists the user's details in a table: its 所属机构 cell names the organisation.
  const organisation = page.getByRole('cell', { name: /^所属机构/ })
  await organisation.waitFor()
  await expect(organisation.textContent()).resolves.toContain('齐鲁资产管理有限公司')
  await shot(page, 'account-individual-center')
  await page.context().close()
})

test('at 1100 px the organisation moves into the user menu; the hotline popup', async () => {
  const page = await loggedIn('manager', 'Manager123', 1100, 800)
  await expect(page.getByRole('button', { name: /切换机构/ }).count()).resolves.toBe(0)
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: /泉城私募基金管理有限公司/ }).hover()
  await page.getByRole('menuitem', { name: '齐鲁资产管理有限公司' }).waitFor()
  await motionSettled(page)
  await shot(page, 'account-user-menu-1100')
  await page.keyboard.press('Escape')
  await page.mouse.move(10, 500)

  await page.getByRole('button', { name: '服务热线' }).click()
  await page.getByRole('list', { name: '咨询类型' }).waitFor()
  await motionSettled(page)
  await shot(page, 'service-hotline-1100')
  await page.context().close()
})
