import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { a11yPage, axeFindings } from './a11y-kit'
import { BASE, launch, newPage, shot } from './browser'
import { expectDark, expectWithinWidth, overflow } from './look-kit'
import { lookTest } from './rotation'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
const file = (name: string, buffer = PDF, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer,
})

async function open(path: string, width: number, height = 844, skin?: 'dark') {
  const page = await newPage(browser, width, height)
  if (skin) {
    await page.context().addCookies([{ name: 'skin', value: 'dark', url: BASE }])
  }
  await page.goto(`${BASE}${path}?demo-reset`)
  return page
}

const next = (page: Page) => page.getByRole('button', { name: /下一步/ }).click()

/** The page fits the window: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The build says where the code went (the demo server takes 8888 as any code). */
async function getCode(page: Page) {
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByText(/^验证码已发送至 /).waitFor()
  await page.getByRole('button', { name: /\d+秒后重新获取/ }).waitFor()
}

test('an organisation registers at phone width: step by step, back without losing input, documents with verdicts, an application number and its status', async () => {
  const page = await open('/reg', 390)
  await page.getByRole('heading', { name: '管理人注册' }).waitFor()
  await shot(page, 'reg-390-step1-empty')

  // 机构信息: every field says what is wrong.
  await next(page)
  await page.getByText('请输入机构全称').waitFor()
  await page.getByText('请输入统一社会信用代码').waitFor()
  await page.getByLabel('机构全称').fill('历城稳健私募基金管理有限公司')
  await page.getByLabel('统一社会信用代码').fill('91370100ma3q1x2y3b')
  await page.getByLabel('管理人登记编号').fill('1071234')
  await page.getByLabel('注册地址').fill('山东省济南市历城区工业北路 88 号')
  await page.getByLabel('注册地址').blur()
  await page.getByText('统一社会信用代码校验失败，请核对').waitFor()
  await page.getByText('管理人登记编号为字母 P 加 7 位数字，如 P1000001').waitFor()
  await shot(page, 'reg-390-step1-errors')
  await expectNoSidewaysScroll(page)
  await page.getByLabel('统一社会信用代码').fill('91370100MA3Q1X2Y3A')
  await page.getByLabel('管理人登记编号').fill('p1071234')
  await page.getByRole('button', { name: '同注册地址' }).click()
  await expect(page.getByLabel('办公地址').inputValue()).resolves.toBe(
    '山东省济南市历城区工业北路 88 号',
  )
  await next(page)

  // 联系人: a wrong code is refused by the server before going on.
  await page.getByRole('heading', { name: '第 2 步：联系人' }).waitFor()
  await page.getByLabel('联系人').fill('周联络')
  await page.getByLabel('手机号').fill('13912345678')
  await page.getByLabel('电子邮箱').fill('ops@licheng-pf.example.cn')
  await getCode(page)
  await page.getByLabel('短信验证码').fill('123456')
  await next(page)
  await page.getByText('短信验证码错误，还可尝试2次').waitFor()
  await shot(page, 'reg-390-step2-wrong-code')
  await page.getByLabel('短信验证码').fill('8888')
  await next(page)

  // 上传材料: a wrong type is stopped before sending; a false PDF gets the server's verdict.
  await page.getByRole('heading', { name: '第 3 步：上传材料' }).waitFor()
  await page
    .getByLabel('营业执照', { exact: true })
    .setInputFiles(file('营业执照.exe', PDF, 'application/octet-stream'))
  await page.getByText('「营业执照.exe」格式不支持，仅支持 PDF、JPG、PNG 格式的文件').waitFor()
  await page
    .getByLabel('营业执照', { exact: true })
    .setInputFiles(file('营业执照.pdf', Buffer.from('MZ not a pdf')))
  await page.getByText('上传失败：文件内容不是有效的PDF，请检查后重新上传').waitFor()
  await page.getByRole('button', { name: '重试 营业执照.pdf' }).waitFor()
  await page.getByLabel('营业执照', { exact: true }).setInputFiles(file('营业执照.pdf'))
  await page
    .getByLabel('管理人登记证明', { exact: true })
    .setInputFiles(file('登记证明.png', PNG, 'image/png'))
  await page.getByLabel('授权委托书', { exact: true }).setInputFiles(file('授权委托书.pdf'))
  await expect(page.getByText(/上传成功/).count()).resolves.toBeGreaterThanOrEqual(0)
  await page
    .getByText(/上传成功/)
    .nth(2)
    .waitFor()
  await shot(page, 'reg-390-step3-documents')
  await expectNoSidewaysScroll(page)

  // Back to the first step and forward again: nothing lost.
  await page.getByRole('button', { name: /上一步/ }).click()
  await page.getByRole('button', { name: /上一步/ }).click()
  await expect(page.getByLabel('机构全称').inputValue()).resolves.toBe(
    '历城稳健私募基金管理有限公司',
  )
  await next(page)
  await expect(page.getByLabel('短信验证码').inputValue()).resolves.toBe('8888')
  await next(page)
  await page.getByText('授权委托书.pdf').waitFor()
  await next(page)

  // 确认提交
  await page.getByRole('heading', { name: '第 4 步：确认提交' }).waitFor()
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByText('请阅读并同意《管理人服务平台用户服务协议》').waitFor()
  await page.getByRole('checkbox').check()
  await shot(page, 'reg-390-step4-confirm')
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByRole('heading', { name: '注册申请已提交' }).waitFor()
  const applyNo = await page.getByText(/^REG\d{11}$/).textContent()
  expect(applyNo).toMatch(/^REG\d{8}001$/)
  await page.getByText(/审核结果将以短信通知至 139\*\*\*\*5678/).waitFor()
  await shot(page, 'reg-390-success')
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: '查询申请进度' }).click()
  await page.waitForURL(`${BASE}/reg/status?applyNo=${applyNo}`)
  await page.getByText('待审核').waitFor()
  await page.getByText('历城稳健私募基金管理有限公司').waitFor()
  await shot(page, 'reg-390-status')
  await page.context().close()
})

test('the registration in the dark skin at phone width, and a returned application looked up', async () => {
  const page = await open('/reg', 390, 844, 'dark')
  await page.getByLabel('机构全称').fill('历城稳健私募基金管理有限公司')
  await page.getByLabel('统一社会信用代码').fill('91370100MA3Q1X2Y3B')
  await page.getByLabel('机构全称').focus()
  await page.getByText('统一社会信用代码校验失败，请核对').waitFor()
  // What was typed stays; the form is dark and fits the phone.
  expect(await page.getByLabel('统一社会信用代码').inputValue()).toBe('91370100MA3Q1X2Y3B')
  await expectDark(page.getByLabel('机构全称'))
  await expectWithinWidth(page.getByLabel('统一社会信用代码'), 390)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await shot(page, 'reg-390-dark-step1')
  await page.goto(`${BASE}/reg/status?applyNo=REG20250603001`)
  const reason = page.getByText('授权委托书未加盖公章，请补充后重新提交')
  await reason.waitFor()
  await page.getByText('已退回').waitFor()
  await expectDark(reason)
  await expectWithinWidth(reason, 390)
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await shot(page, 'reg-390-dark-status-rejected')
  await page.context().close()
})

async function fillAdminChange(page: Page) {
  await page.getByLabel('机构全称').fill('泰山投资管理有限公司')
  await page.getByLabel('统一社会信用代码').fill('91370900MA3F6P3C8A')
  await page.getByLabel('姓名').first().fill('张管理员')
  await page.getByLabel('用户名或证件号').fill('admin')
  await page.getByLabel('姓名').nth(1).fill('陈新')
  await page.getByLabel('证件号码').fill('370102198506123015')
  await page.getByLabel('手机号').fill('13912345678')
  await page.getByLabel('电子邮箱').fill('chenxin@taishan-inv.example.cn')
  await page.getByLabel('变更原因').fill('原管理员岗位调整，由陈新接任系统管理员。')
  await page.getByLabel('授权书').setInputFiles(file('管理员变更授权书.pdf'))
  await page.getByText(/上传成功/).waitFor()
}

test('an administrator change at desktop width: refused with a mismatched organisation, then recorded', async () => {
  const page = await open('/mgr-change', 1440, 900)
  await page.getByRole('heading', { name: '管理员变更' }).waitFor()
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByText('请输入变更原因').waitFor()
  await page.getByText('请上传授权书').waitFor()
  await shot(page, 'mgr-1440-errors')

  await fillAdminChange(page)
  await page.getByLabel('统一社会信用代码').fill('91370100MA3C5X1A2W') // 泉城's code
  await getCode(page)
  await page.getByLabel('短信验证码').fill('8888')
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByText('提交未成功：机构全称与统一社会信用代码不匹配，请核对').waitFor()
  await shot(page, 'mgr-1440-refused')

  await page.getByLabel('统一社会信用代码').fill('91370900MA3F6P3C8A')
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByRole('heading', { name: '管理员变更申请已提交' }).waitFor()
  await expect(page.getByText(/^MGR\d{11}$/).textContent()).resolves.toMatch(/001$/)
  await shot(page, 'mgr-1440-success')
  await page.context().close()
})

test('the administrator change at phone width, light and dark', async () => {
  for (const skin of [undefined, 'dark'] as const) {
    const page = await open('/mgr-change', 390, 844, skin)
    await fillAdminChange(page)
    await page.getByLabel('证件号码').fill('370102198506123016')
    await page.getByLabel('手机号').focus()
    await page.getByText('身份证号码校验失败，请核对（18位，末位可为X）').waitFor()
    await expectNoSidewaysScroll(page)
    await shot(page, `mgr-390-${skin ?? 'light'}`)
    await page.context().close()
  }
})

test('both pages at desktop and 900 px widths fit their window', async () => {
  for (const [path, width] of [
    ['/reg', 1440],
    ['/reg', 900],
    ['/mgr-change', 900],
  ] as const) {
    const page = await open(path, width, 900)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expectNoSidewaysScroll(page)
    await shot(page, `${path.slice(1)}-${width}`)
    await page.context().close()
  }
})

/** Axe over both pages in one skin, their errors and an upload showing. */
async function pagesPassAxe(skin: 'light' | 'dark') {
  const page = await a11yPage(browser, skin, 390, 844)
  await page.goto(`${BASE}/reg?demo-reset`)
  await next(page)
  await page.getByText('请输入机构全称').waitFor()
  expect(await axeFindings(page), `/reg step 1 (${skin})`).toEqual([])

  await page.goto(`${BASE}/mgr-change`)
  await page.getByLabel('授权书').setInputFiles(file('授权书.exe', PDF, 'application/octet-stream'))
  await page.getByLabel('授权书').setInputFiles(file('授权书.pdf'))
  await page.getByText(/上传成功/).waitFor()
  await page.getByRole('button', { name: '提交申请' }).click()
  await page.getByText('请输入变更原因').waitFor()
  expect(await axeFindings(page), `/mgr-change (${skin})`).toEqual([])

  await page.goto(`${BASE}/reg/status?applyNo=REG20250603001`)
  await page.getByText('已退回').waitFor()
  expect(await axeFindings(page), `/reg/status (${skin})`).toEqual([])
  await page.context().close()
}

lookTest(
  'registration axe: dark',
  'axe finds nothing serious on either page in the dark skin, errors and uploads showing',
  () => pagesPassAxe('dark'),
)

lookTest(
  'registration axe: light',
  'axe finds nothing serious on either page in the light skin, errors and uploads showing',
  () => pagesPassAxe('light'),
)
