import type { Locator, Page } from 'playwright-core'
import { framesPainted } from './quiet-ui'

/*
 * A scripted walk through the portal: 30 steps that open pages (header menus, 全景菜单,
 * sidebar, tabs, addresses) and the panels and dialogs that fetch (message bell, global
 * search, business description, favourites). Under injected faults a step may not get as far
 * as it meant to; that is allowed, what the page shows afterwards is what is checked.
 */
export interface WalkStep {
  name: string
  run: (page: Page) => Promise<void>
}

const nav = (page: Page) => page.getByRole('menu', { name: '导航菜单' })

/** A page through its header group panel, or through 全景菜单 when the group is under 更多. */
async function fromHeader(page: Page, group: string, item: string) {
  const entry = nav(page).getByText(group, { exact: true })
  if (!(await entry.first().isVisible())) return fromAllMenu(page, item)
  await page.mouse.move(700, 880) // a fresh hover opens the panel
  await entry.first().hover()
  const panel = page.getByRole('menu', { name: group })
  await panel.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click()
  await page.mouse.move(700, 880) // off the header: the panel closes
}

async function openAllMenu(page: Page) {
  const drawer = page.getByRole('dialog', { name: '全景菜单' })
  const button = page.getByRole('button', { name: '全景菜单' })
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await drawer.waitFor()
  return drawer
}

async function fromAllMenu(page: Page, item: string) {
  const drawer = await openAllMenu(page)
  await drawer.getByRole('button', { name: new RegExp(`^${item}`) }).click()
}

async function starInAllMenu(page: Page, item: string) {
  const drawer = await openAllMenu(page)
  // By class: the item (a page's button and its star) is a plain span, with no role or name.
  const row = drawer.locator('.all-menu-item').filter({
    has: page.getByRole('button', { name: new RegExp(`^${item}`) }),
  })
  const star = /^(添加到|从)常用菜单/
  await row.getByRole('button', { name: star }).click()
  // The star is disabled while its save runs: enabled again, it has been answered.
  await framesPainted(page)
  await row.getByRole('button', { name: star, disabled: false }).waitFor()
  await page.keyboard.press('Escape')
}

/** On the server the walk runs against (the static demo's own port); the shell's tabs shown. */
async function byAddress(page: Page, path: string) {
  await page.goto(`${new URL(page.url()).origin}/public${path}`)
  // The shell's: a page may have tabs of its own (投资者用户管理 has).
  await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tablist').waitFor()
}

async function search(page: Page, keyword: string) {
  const button = page.getByRole('button', { name: '搜索', exact: true })
  if (await button.isVisible()) await button.click()
  await page.getByLabel('全局搜索').fill(keyword)
  await page.getByRole('listbox', { name: '功能菜单' }).waitFor()
}

async function closeSearch(page: Page) {
  const box = page.getByLabel('全局搜索')
  if (await box.isVisible()) {
    await box.focus()
    await page.keyboard.press('Escape')
  }
}

async function openFaq(page: Page) {
  await search(page, '估值')
  await page.getByRole('tab', { name: /^百问百答/ }).click()
  await page.getByRole('listbox', { name: '百问百答' }).getByRole('option').first().click()
  const dialog = page.getByRole('dialog').filter({ hasText: '估值' })
  await dialog.waitFor()
  // The answer (or its failure) has replaced the spinner (antd's Spin is aria-busy).
  await dialog.locator('[aria-busy="true"]').waitFor({ state: 'hidden' })
  await page.keyboard.press('Escape')
}

/** The shown page's 业务说明, opened (it starts closed unless the guide says showNotice). */
async function openGuide(page: Page) {
  const guide = page.locator('.kept-page:visible').getByRole('region', { name: '业务说明' })
  const ask = guide.getByText('本页说明对您有帮助吗？')
  if (!(await ask.isVisible())) await guide.getByText('业务说明', { exact: true }).click()
  await ask.waitFor()
  return guide
}

async function rate(page: Page, choice: '满意' | '一般') {
  const guide = await openGuide(page)
  await guide.getByRole('button', { name: choice }).click()
}

/**
 * The dialog's OK has been answered: it closed (saved), or its button stopped loading (a
 * failure, announced by a toast; the dialog stays for another try).
 */
async function answered(page: Page, dialog: Locator) {
  await framesPainted(page) // the pending state shows (react-query publishes it on a timer)
  // A loading button has no aria-busy and stays enabled; its name starts with its icon's,
  // 'loading' (the portal's loading icon is there exactly while the button loads).
  await dialog.getByRole('button', { name: /^loading/ }).waitFor({ state: 'detached' })
}

async function complain(page: Page) {
  const guide = await openGuide(page)
  await guide.getByRole('button', { name: /我要吐槽/ }).click()
  const dialog = page.getByRole('dialog', { name: '投诉建议' })
  await dialog.getByRole('textbox').fill('故障演练：页面加载较慢。')
  await dialog.getByRole('button', { name: /发\s*布/ }).click()
  await answered(page, dialog) // the 500 ms delay, then the call
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /取\s*消/ }).click()
}

async function saveFavorites(page: Page) {
  await page.getByRole('button', { name: '设置常用菜单' }).click()
  const dialog = page.getByRole('dialog', { name: '常用菜单设置' })
  await dialog.getByRole('checkbox').nth(2).click()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await answered(page, dialog)
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: /取\s*消/ }).click()
}

async function refreshTab(page: Page) {
  await page.getByRole('tablist').getByRole('tab', { selected: true }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '刷新' }).click()
}

async function firstInSidebarList(page: Page, list: '最近访问' | '常用菜单') {
  await page.getByRole('list', { name: list }).getByRole('link').first().click()
}

export const walk: WalkStep[] = [
  { name: 'header: 产品查询', run: (p) => fromHeader(p, '产品管理', '产品查询') },
  { name: 'header: 银行流水', run: (p) => fromHeader(p, '托管查询', '银行流水') },
  { name: 'rate 满意', run: (p) => rate(p, '满意') },
  { name: 'header: 估值表', run: (p) => fromHeader(p, '估值核对', '估值表') },
  { name: 'tab 首页', run: (p) => p.getByRole('tab', { name: '首页' }).click() },
  { name: 'message bell', run: (p) => p.getByRole('button', { name: /^消息中心/ }).click() },
  { name: '全景菜单: 投资者查询', run: (p) => fromAllMenu(p, '投资者查询') },
  { name: '全景菜单: star 费用计提', run: (p) => starInAllMenu(p, '费用计提') },
  { name: '常用菜单设置: save', run: saveFavorites },
  { name: 'search 估值', run: (p) => search(p, '估值') },
  { name: 'search: templates tab', run: (p) => p.getByRole('tab', { name: /^模板/ }).click() },
  { name: 'search: close', run: closeSearch },
  { name: 'search: an FAQ answer', run: openFaq },
  { name: 'address: 个人中心', run: (p) => byAddress(p, '/individual-center') },
  { name: 'header: 划款指令', run: (p) => fromHeader(p, '托管查询', '划款指令') },
  { name: 'rate 一般', run: (p) => rate(p, '一般') },
  { name: '全景菜单: 定期报告', run: (p) => fromAllMenu(p, '定期报告') },
  { name: '全景菜单: 费用计提', run: (p) => fromAllMenu(p, '费用计提') },
  { name: 'complaint', run: complain },
  { name: 'sidebar: 最近访问', run: (p) => firstInSidebarList(p, '最近访问') },
  { name: 'sidebar: 常用菜单', run: (p) => firstInSidebarList(p, '常用菜单') },
  { name: 'tab: 刷新', run: refreshTab },
  { name: 'address: 托管户余额', run: (p) => byAddress(p, '/custodian/account-balance') },
  { name: '全景菜单: 业绩概览', run: (p) => fromAllMenu(p, '业绩概览') },
  { name: 'user menu: 个人中心', run: userMenuIndividual },
  {
    name: 'address: 投资者用户管理',
    run: (p) => byAddress(p, '/general-manage/investor-user-manage'),
  },
  { name: 'search 托管', run: (p) => search(p, '托管') },
  { name: 'search: open a menu hit', run: openMenuHit },
  { name: 'address: 消息中心', run: (p) => byAddress(p, '/msg-center') },
  { name: 'header: 产品查询 again', run: (p) => fromHeader(p, '产品管理', '产品查询') },
]

async function userMenuIndividual(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: /个人中心/ }).click()
}

async function openMenuHit(page: Page) {
  await page.getByRole('listbox', { name: '功能菜单' }).getByRole('option').first().click()
}
