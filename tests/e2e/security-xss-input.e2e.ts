import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { BASE, launch, logIn, pickOption, records, shot } from './browser'
import { closeNotices, failOnPageError, newContext } from './security-kit'
import { armTripwire, expectNothingRan, type Tripwire } from './xss-tripwire'

/*
 * XSS through user input (issue 18): payloads typed into the portal's own forms (or, where a
 * form is slow to drive, saved through the page's own API call with the session's token) are
 * stored by the demo backend, then every view showing them is visited: nothing may run, and
 * the payload must read as text. The CSP is bypassed: React's escaping alone.
 */

/** Fits fields of 30 characters and more. */
const IMG = '<img src=x onerror=__xss=1>'
/** Fits fields of 20 characters (role names, contact names). */
const SVG = '<svg onload=__xss=1>'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

let browser: Browser
let context: BrowserContext
let page: Page
let tripwire: Tripwire

beforeAll(async () => {
  browser = await launch()
  context = await newContext(browser, { bypassCSP: true })
  tripwire = await armTripwire(context)
  page = await context.newPage()
  failOnPageError(page)
  await page.goto(`${BASE}/login?demo-reset`)
  await logIn(page, 'admin', 'Admin1234') // 角色 and 用户管理 are the administrator's
})

afterAll(async () => {
  await browser?.close()
})

beforeEach(async () => {
  await closeNotices(page)
})

const nothingRan = () => expectNothingRan(page, tripwire)

const shown = () => page.locator('.kept-page:visible')

/** Uploads a document as the registration page does, under a hostile name; answers its id. */
async function uploadRegDocument(name: string) {
  return page.evaluate(async (fileName) => {
    const form = new FormData()
    form.append('file', new File(['%PDF-1.4\n%%EOF\n'], fileName, { type: 'application/pdf' }))
    const response = await fetch('/ceres/api/isNotLogin/reg/upload', { method: 'POST', body: form })
    const answer = (await response.json()) as { data?: { fileId: string }; msg?: string }
    if (!answer.data) throw new Error(answer.msg)
    return answer.data.fileId
  }, name)
}

/** A registration whose every text field carries a payload; answers its application number. */
async function register() {
  const mobile = '13912345678'
  await callApi('/isNotLogin/reg/sendCode', undefined, { mobile })
  const files = {
    license: await uploadRegDocument(`${IMG}.pdf`),
    amacCert: await uploadRegDocument(`${SVG}.pdf`),
    authLetter: await uploadRegDocument('授权委托书.pdf'),
  }
  const submitted = (await callApi('/isNotLogin/reg/apply', {
    orgName: `机构${IMG}`,
    creditCode: '91370100MA3Q1X2Y3A',
    amacNo: 'P1071234',
    regAddress: `注册地址${IMG}`,
    officeAddress: `办公地址${IMG}`,
    contactName: `联系人${SVG}`,
    mobile,
    smsCode: '8888',
    email: 'ops@licheng-pf.example.cn',
    files,
    agreed: true,
  })) as { applyNo: string }
  return submitted.applyNo
}

/** Saves through the portal's own API with this session's token (a form too slow to drive). */
async function callApi(path: string, body?: unknown, params: Record<string, string> = {}) {
  const answer = await page.evaluate(
    async ({ path, body, params }) => {
      const token = document.cookie
        .split('; ')
        .find((c) => c.startsWith('ceres_token='))
        ?.slice('ceres_token='.length)
      const url = `/ceres/api${path}?${new URLSearchParams(params).toString()}`
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: decodeURIComponent(token ?? ''),
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return (await response.json()) as { status?: string; msg?: string; data?: unknown }
    },
    { path, body, params },
  )
  expect(answer.status, answer.msg).toBe('success')
  return answer.data
}

describe('payloads typed into the portal show as text wherever they are shown', () => {
  test('需求建议: a description and an attachment’s file name, in 我的建议 and the detail', async () => {
    await page.goto(`${BASE}/demand-suggestions`)
    await page.getByLabel('需求类别').click()
    await page.getByTitle('新增功能').click()
    await page.getByLabel('需求描述').fill(`希望支持筛选${IMG}`)
    await page.locator('.demand-form input[type="file"]').setInputFiles({
      name: `${SVG}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    })
    await page.getByText(/上传成功/).waitFor()
    await page.getByRole('button', { name: /提\s*交/ }).click()
    await page.getByText('提交成功，感谢您的建议！', { exact: false }).waitFor()
    const row = records(page).first()
    await row.getByText(`希望支持筛选${IMG}`, { exact: false }).waitFor()
    await expect(row.innerText()).resolves.toContain(`${SVG}.pdf`)
    await row.click()
    await shown().locator('.demand-detail').first().getByText(IMG, { exact: false }).waitFor()
    await nothingRan()
  })

  test('角色 and 用户: a role name and a staff name, in their lists, dialogs and pickers', async () => {
    await page.goto(`${BASE}/general-manage/role-management`)
    await shown().getByRole('button', { name: '新增角色' }).click()
    const roleDialog = page.getByRole('dialog', { name: '新增角色' })
    await roleDialog.getByLabel('角色名称').fill(SVG)
    await roleDialog.getByLabel('角色说明').fill(`说明${IMG}`)
    await roleDialog.getByRole('button', { name: /保\s*存/ }).click()
    await roleDialog.waitFor({ state: 'hidden' })
    const roleRow = records(shown()).filter({ hasText: SVG })
    await expect(roleRow.innerText()).resolves.toContain(`说明${IMG}`)
    await nothingRan()

    await page.goto(`${BASE}/general-manage/user-manage`)
    await shown().getByRole('button', { name: '新增用户' }).click()
    const userDialog = page.getByRole('dialog', { name: '新增用户' })
    await userDialog.getByLabel('用户名').fill('xssstaff1')
    await userDialog.getByLabel('姓名').fill(`员工${IMG}`)
    await userDialog.getByLabel('手机号').fill('13912345670')
    await userDialog.getByLabel('角色').click()
    await pickOption(page, SVG)
    await page.keyboard.press('Escape')
    await userDialog.getByRole('button', { name: /保\s*存/ }).click()
    await userDialog.waitFor({ state: 'hidden' })
    // The temporary password is shown once, with the new user's name.
    const told = page.getByRole('dialog').filter({ hasText: 'xssstaff1' })
    await told.waitFor()
    await nothingRan()
    await told.getByRole('button').last().click()
    const userRow = records(shown()).filter({ hasText: 'xssstaff1' })
    await expect(userRow.innerText()).resolves.toContain(`员工${IMG}`)
    await expect(userRow.innerText()).resolves.toContain(SVG)
    await userRow.getByRole('button', { name: /编\s*辑/ }).click()
    const editDialog = page.getByRole('dialog', { name: `编辑用户（员工${IMG}）` })
    await editDialog.waitFor()
    await nothingRan()
    await page.keyboard.press('Escape')

    await page.goto(`${BASE}/general-manage/menu-perm-manage`)
    await shown().getByRole('combobox', { name: '角色' }).click()
    await pickOption(page, SVG)
    await shown().getByText(`「${SVG}」现有 1 名用户`, { exact: false }).waitFor()
    await shot(page, 'security-xss-input-roles')
    await nothingRan()
  })

  test('产品联系人 and 邮件发送配置, saved through their API calls, in lists and details', async () => {
    await page.goto(`${BASE}/funds-query-contact?fundCode=SXC001`)
    await shown().getByRole('table').first().waitFor()
    await callApi('/rest/fund/saveFundContact', {
      fundCode: 'SXC001',
      name: SVG,
      role: '运营',
      mobile: '13912345671',
      email: 'xss@example.com',
      notices: ['净值'],
    })
    await page.reload()
    await shown().locator('tr', { hasText: SVG }).waitFor()
    await nothingRan()

    const type = (await callApi('/rest/valuation/saveEmailType', {
      name: SVG,
      recipients: ['xss@example.com'],
      reportTypes: ['nav'],
      frequency: 'daily',
      status: 'enabled',
      remark: `备注${IMG}`,
    })) as { typeId: string }
    await page.goto(`${BASE}/valuation-check/email-manage`)
    await shown().locator('tr', { hasText: SVG }).waitFor()
    await nothingRan()
    await page.goto(
      `${BASE}/valuation-check/email-recipient-type-manage/see-email-manage-details?id=${type.typeId}`,
    )
    await shown().getByText(`备注${IMG}`).waitFor()
    await nothingRan()
  })

  test('合同起草 and 量化运行表 cells, shown again in the list and the editors', async () => {
    await page.goto(`${BASE}/contract-manage/contract-draft`)
    await shown().locator('tbody tr[data-row-key]').first().waitFor()
    const draft = (await callApi('/rest/contract/saveDraft', {
      step: 1,
      templateCode: 'TPL0001',
      elements: { fundName: `合同${IMG}` },
    })) as { draftId: string }
    await page.reload()
    const row = shown().locator(`tbody tr[data-row-key="${draft.draftId}"]`)
    await expect(row.innerText()).resolves.toContain(`合同${IMG}`)
    await row.getByRole('button', { name: '继续编辑' }).click()
    await expect.poll(() => shown().getByLabel('产品名称').inputValue()).toBe(`合同${IMG}`)
    await nothingRan()

    await page.goto(`${BASE}/data-submission/quantify-operation`)
    const quant = shown().locator('tbody tr[data-row-key]').filter({ hasText: '草稿' }).first()
    await quant.getByRole('button', { name: '编辑' }).click()
    await shown().getByLabel('第1行 备注').fill(IMG)
    await shown().getByLabel('第1行 持仓规模(万元)').fill(SVG)
    await shown().getByRole('button', { name: '保存草稿' }).click()
    await page.getByText('草稿已保存', { exact: false }).waitFor()
    await page.reload()
    await expect.poll(() => shown().getByLabel('第1行 备注').inputValue()).toBe(IMG)
    await nothingRan()
  })

  test('注册: an application’s names and documents, then its 退回 reason, for both sides', async () => {
    // A registration (its form is a long phone-width wizard: sent as the page sends it).
    const applyNo = await register()
    await page.goto(`${BASE}/general-manage/user-manage?tab=applies`)
    const pending = shown().locator(`tbody tr[data-row-key="${applyNo}"]`)
    await expect(pending.innerText()).resolves.toContain(`机构${IMG}`)
    await expect(pending.innerText()).resolves.toContain(`联系人${SVG}`)
    await nothingRan()
    await pending.getByRole('button', { name: `退回 ${applyNo}` }).click()
    const dialog = page.getByRole('dialog', { name: `退回申请 ${applyNo}` })
    await dialog.getByLabel('退回原因').fill(`材料不全${IMG}`)
    await dialog.getByRole('button', { name: '确认退回' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const returned = shown().locator(`tbody tr[data-row-key="${applyNo}"]`)
    await returned.getByText(`材料不全${IMG}`).waitFor()
    await nothingRan()
    // The applicant reads it on the public status page.
    await page.goto(`${BASE}/reg/status?applyNo=${applyNo}`)
    await page.getByText(`材料不全${IMG}`).waitFor()
    await nothingRan()
  })
})
