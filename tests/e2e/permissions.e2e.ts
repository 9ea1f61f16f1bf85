import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BASE, launch, logIn, newPage, shareDemo, shellTabs, shot } from './browser'

/*
 * 综合管理 end to end: roles decide menus. As admin, hide 产品查询 from 业务经办 (manager's
 * role); manager's next login has no 产品查询; admin restores it; manager has it again. Admin and
 * manager use browsers of their own on one demo server, as two people would (issue 20).
 */

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function logOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: /退出登录/ }).click()
  await page.waitForURL(`${BASE}/login`)
}

/** The names of 产品管理's pages, from its hover panel (hovered again if it did not open). */
async function productPages(page: Page) {
  const nav = page.getByRole('menu', { name: '导航菜单' })
  const panel = page.getByRole('menu', { name: '产品管理' })
  const always = panel.getByRole('menuitem', { name: /^账户查询/ })
  for (let attempt = 0; attempt < 3 && !(await always.isVisible()); attempt += 1) {
    await page.mouse.move(700, 860)
    await nav.getByText('产品管理', { exact: true }).hover()
    await always.waitFor({ timeout: 10_000 }).catch(() => undefined)
  }
  const names = await panel.getByRole('menuitem').allInnerTexts()
  await page.mouse.move(700, 860)
  await panel.waitFor({ state: 'hidden' })
  return names.map((n) => n.trim())
}

/** Whether /product-manage/fund-query opens (a hidden menu is no route: 404). */
async function fundQueryOpens(page: Page) {
  await page.goto(`${BASE}/product-manage/fund-query`)
  const missing = page.getByText('抱歉，您访问的页面不存在或已被移除。')
  const list = page.locator('tbody tr[data-row-key]').first()
  await Promise.race([missing.waitFor(), list.waitFor()])
  const opens = await list.isVisible()
  await page.goto(`${BASE}/home-page`) // the 404 page has no user menu
  await shellTabs(page).waitFor()
  return opens
}

const treeNode = (page: Page, name: string) =>
  page
    .locator('.gm-grant-tree')
    .getByRole('treeitem')
    .filter({
      has: page.locator('.gm-tree-title > span').getByText(name, { exact: true }),
    })

/** Opens 业务经办's grants, sets 产品查询 and saves (asked first). */
async function grantProductQuery(page: Page, reach: boolean, name: string) {
  await page.goto(`${BASE}/general-manage/menu-perm-manage?roleId=R002`)
  const node = treeNode(page, '产品查询')
  await node.waitFor()
  await node.getByRole('checkbox').click()
  if (!reach) await node.getByText('隐藏', { exact: true }).click()
  await shot(page, name)
  await page.getByRole('button', { name: /保\s*存/ }).click()
  const dialog = page.getByRole('dialog', { name: '提示信息' })
  await dialog.getByText('共修改 1 个菜单，将影响 2 名用户，在其下次登录时生效。').waitFor()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('「业务经办」的菜单权限已保存，2 名用户将在下次登录时生效').waitFor()
}

test('two browsers on one demo: admin revokes 产品查询 from 业务经办, manager loses it at the next login; restored, it is back', async () => {
  const manager = await newPage(browser)
  const admin = await newPage(browser)
  await shareDemo(admin.context(), manager.context())
  await manager.goto(`${BASE}/login`)
  await logIn(manager, 'manager')
  expect(await productPages(manager)).toContain('产品查询')

  await admin.goto(`${BASE}/login`)
  await logIn(admin, 'admin', 'Admin1234')
  await admin.goto(`${BASE}/general-manage/user-manage`)
  await admin.locator('tbody tr[data-row-key="U1002"]').waitFor()
  await shot(admin, 'gm-user-manage')
  await admin.goto(`${BASE}/general-manage/role-management`)
  await admin.locator('tbody tr[data-row-key="R004"]').waitFor()
  await shot(admin, 'gm-role-management')
  await grantProductQuery(admin, false, 'gm-menu-perm-revoke')

  // The change takes effect at the manager's next login, in the manager's own browser.
  await logOut(manager)
  await logIn(manager, 'manager')
  const hidden = await productPages(manager)
  expect(hidden).toContain('账户查询')
  expect(hidden).not.toContain('产品查询')
  expect(await fundQueryOpens(manager)).toBe(false)

  await grantProductQuery(admin, true, 'gm-menu-perm-restore')
  await admin.setViewportSize({ width: 900, height: 900 })
  await shot(admin, 'gm-menu-perm-900')

  await logOut(manager)
  await logIn(manager, 'manager')
  expect(await productPages(manager)).toContain('产品查询')
  expect(await fundQueryOpens(manager)).toBe(true)
  await manager.context().close()
  await admin.context().close()
})
