import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { a11yPage, axeFindings } from './a11y-kit'
import { BASE, launch, newPage, shellTabs, shot } from './browser'
import { expectWithinWidth, overflow } from './look-kit'
import { todaysShare } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

async function visitor(width: number, height: number, skin?: 'dark') {
  const page = await newPage(browser, width, height)
  if (skin) {
    await page.context().addCookies([{ name: 'skin', value: skin, domain: '127.0.0.1', path: '/' }])
  }
  return page
}

/**
 * The page shows its heading and stays where it was asked to be (no trip to /login). It has
 * settled once the environment strip is in: the strip comes with the server's answer and
 * pushes the page 25 px down, from under a pointer put on the navigation before it.
 */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${BASE}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await page.getByRole('status', { name: '运行环境' }).waitFor()
  expect(new URL(page.url()).pathname).toBe(`/public${path.split('?')[0]}`)
}

/** Nothing wider than the window: no sideways scrolling on a phone. */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test('an anonymous visitor browses news, public funds and contact us at 390 px without a login', async () => {
  for (const skin of [undefined, 'dark'] as const) {
    const page = await visitor(390, 844, skin)
    const suffix = skin ? '-dark' : ''
    await visit(page, '/news', '新闻动态')
    await page.getByRole('list', { name: '新闻列表' }).waitFor()
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await shot(page, `public-news-390${suffix}`)

    await page
      .getByRole('link', { name: '管理人服务平台2.5.0版本上线，新增产品日历与电子签约功能' })
      .click()
    await page.getByText('新版本围绕管理人日常运营场景进行了优化', { exact: false }).waitFor()
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await shot(page, `public-news-article-390${suffix}`)

    await visit(page, '/public-funds', '信息披露')
    await page.getByRole('list', { name: '公募基金列表' }).waitFor()
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await shot(page, `public-funds-390${suffix}`)

    await visit(page, '/contact-us', '联系我们')
    await page.getByRole('heading', { name: '业务联系' }).waitFor()
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await shot(page, `public-contact-390${suffix}`)

    // The navigation folds into the menu button at phone width.
    const menu = page.getByRole('button', { name: '导航' })
    await menu.click()
    const nav = page.getByRole('navigation', { name: '网站导航' })
    await nav.getByRole('link', { name: '募集账户查询' }).waitFor()
    await page.screenshot({ path: `test-results/e2e/public-menu-390${suffix}.png` })
    await nav.getByRole('link', { name: '资质' }).click()
    await page.getByRole('heading', { name: '业务资质' }).waitFor()
    expect(await page.getByRole('button', { name: '导航' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    await shot(page, `public-qualification-390${suffix}`)
    await page.goto(`${BASE}/login`)
    await page.getByRole('img', { name: '图形验证码' }).waitFor()
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await shot(page, `public-login-390${suffix}`)
    await page.context().close()
  }
})

test('desktop and 900 px: the navigation band, its groups and the content pages', async () => {
  for (const [width, height] of [
    [1440, 900],
    [900, 800],
  ] as const) {
    const page = await visitor(width, height)
    await visit(page, '/introduce', '关于我们')
    const nav = page.getByRole('navigation', { name: '网站导航' })
    await nav.getByRole('link', { name: '关于我们' }).hover()
    await nav.getByRole('link', { name: '托管服务' }).waitFor({ state: 'visible' })
    await page.screenshot({ path: `test-results/e2e/public-introduce-${width}.png` })
    await nav.getByRole('link', { name: '托管服务' }).click()
    await page.getByRole('heading', { name: '服务流程' }).waitFor()
    await page.mouse.move(width / 2, height - 10) // away from the group's open pages
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await shot(page, `public-trusteeship-${width}`)
    await visit(page, '/news?page=3', '新闻动态')
    await page.getByRole('list', { name: '新闻列表' }).waitFor()
    await shot(page, `public-news-${width}`)
    await visit(page, '/contact-us', '联系我们')
    await shot(page, `public-contact-${width}`)
    await page.context().close()
  }
})

test('a disclosure attachment downloads as a real PDF from the demo backend', async () => {
  const page = await visitor(1440, 900, 'dark')
  await visit(page, '/public-funds', '信息披露')
  await page.getByRole('link', { name: '黄河稳健收益债券型证券投资基金2024年年度报告' }).click()
  const button = page.getByRole('button', { name: '下载 2024年年度报告摘要.pdf' })
  await button.waitFor()
  await shot(page, 'public-disclosure-detail-dark')
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toBe('2024年年度报告摘要.pdf')
  const file = readFileSync((await download.path())!, 'latin1')
  expect(file.startsWith('%PDF-1.4')).toBe(true)
  expect(file.trimEnd().endsWith('%%EOF')).toBe(true)
  await page.context().close()
})

test('募集账户查询: a query with the code finds the funds; a wrong code keeps the account', async () => {
  const page = await visitor(1440, 900)
  await visit(page, '/account-query', '募集账户查询')
  await page.getByRole('img', { name: '图形验证码' }).waitFor()
  await page.getByLabel('募集账号').fill('37050161270100001234')
  await page.getByLabel('图形验证码', { exact: true }).fill('ZZZZ')
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.getByText('图形验证码错误或已过期，请重新输入').waitFor()
  expect(await page.getByLabel('募集账号').inputValue()).toBe('37050161270100001234')
  await page.getByLabel('图形验证码', { exact: true }).fill('8888')
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.getByText('查询到 3 个使用该募集账户的产品').waitFor()
  await shot(page, 'public-account-query')
  await page.context().close()

  const phone = await visitor(390, 844)
  await visit(phone, '/account-query', '募集账户查询')
  await phone.getByRole('img', { name: '图形验证码' }).waitFor()
  await phone.getByLabel('募集账号').fill('531902345610808')
  await phone.getByLabel('图形验证码', { exact: true }).fill('8888')
  await phone.getByRole('button', { name: /查\s*询/ }).click()
  await phone.getByText('该产品的募集账户已销户，请勿向该账户转入认购、申购资金。').waitFor()
  expect(await overflowX(phone)).toBeLessThanOrEqual(0)
  await shot(phone, 'public-account-query-390')
  await phone.context().close()
})

test('微信扫码: a scan confirmed on the phone logs in, and the manager chooses an organisation', async () => {
  const page = await visitor(1440, 900)
  await page.goto(`${BASE}/login`)
  const issued = page.waitForResponse((r) =>
    new URL(r.url()).pathname.endsWith('/isNotLogin/wxQrCode'),
  )
  await page.getByRole('tab', { name: '微信扫码' }).click()
  const { data } = (await (await issued).json()) as { data: { code: string } }
  await page.getByRole('img', { name: '微信登录二维码' }).waitFor()
  await shot(page, 'login-wx-qr')
  // The phone's part: the demo server's stand-in for WeChat confirms the scan.
  const scan = await page.request.post(new URL('/ceres/api/isNotLogin/wxQrCode/scan', BASE).href, {
    params: { code: data.code },
  })
  expect(scan.ok()).toBe(true)
  const picker = page.getByRole('dialog', { name: '请选择登录的管理人机构' })
  await picker.waitFor()
  await picker.getByRole('button', { name: /进\s*入/ }).click()
  await page.waitForURL(`${BASE}/home-page`)
  await page.getByRole('tablist').first().waitFor()
  await page.context().close()
})

test('/authorize with a demo ucCode signs in; without one it says why', async () => {
  const page = await visitor(390, 844)
  await page.goto(`${BASE}/authorize`)
  const why = page.getByText('授权链接缺少授权码', { exact: false })
  await why.waitFor()
  // The way on is offered, and the card fits the phone.
  const passwordLogin = page.getByRole('link', { name: '使用账号密码登录' })
  expect(await passwordLogin.getAttribute('href')).toBe('/public/login')
  await expectWithinWidth(why, 390)
  await expectWithinWidth(passwordLogin, 390)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await shot(page, 'public-authorize-missing-390')
  await page.goto(`${BASE}/authorize?ucCode=DEMO-SSO-ADMIN`)
  await page.waitForURL(`${BASE}/home-page`)
  await shellTabs(page).getByRole('tab', { name: '首页', selected: true }).waitFor()
  await page.context().close()
})

const AXE_PAGES: Array<[string, string]> = [
  ['/news', '新闻动态'],
  ['/public-funds', '信息披露'],
  ['/contact-us', '联系我们'],
  ['/qualification', '关于我们'],
  ['/account-query', '募集账户查询'],
  ['/authorize', '授权登录'],
]

// One test per skin and width: each visits eight views, and on a loaded runner the four
// together ran past one test's time. Two of the four per run, a different two each day
// (rotation.ts), each run with both skins and both widths: all four every two days.
const AXE_VIEWS = [
  [undefined, 1440, 900],
  ['dark', 1440, 900],
  ['dark', 390, 844],
  [undefined, 390, 844],
] as const
const viewsToday = todaysShare(
  'public-site axe',
  AXE_VIEWS,
  ([skin, width]) => `${skin ?? 'light'} ${width}`,
  { shares: 2 },
)
for (const [skin, width, height] of viewsToday) {
  const where = `${skin ?? 'light'} ${width}`
  test(`axe finds nothing serious on the public pages and the login page (${where} px)`, async () => {
    const found: string[] = []
    const page = await a11yPage(browser, skin ?? 'light', width, height)
    for (const [path, heading] of AXE_PAGES) {
      await visit(page, path, heading)
      await page.waitForLoadState('networkidle')
      found.push(...(await axeFindings(page)).map((v) => `${where} ${path} ${v}`))
    }
    await page.goto(`${BASE}/login`)
    await page.getByRole('img', { name: '图形验证码' }).waitFor()
    found.push(...(await axeFindings(page)).map((v) => `${where} /login ${v}`))
    await page.getByRole('tab', { name: '微信扫码' }).click()
    await page.getByRole('img', { name: '微信登录二维码' }).waitFor()
    found.push(...(await axeFindings(page)).map((v) => `${where} /login 微信扫码 ${v}`))
    if (width === 390) {
      await page.getByRole('button', { name: '导航' }).click()
      found.push(...(await axeFindings(page)).map((v) => `${where} menu ${v}`))
    }
    await page.context().close()
    expect(found).toEqual([])
  })
}
