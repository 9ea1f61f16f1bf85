import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '@demo-server/db/db'
import { api } from '@demo-server/handlers/http'
import { server } from '@demo-server/node'
import {
  back,
  button,
  choose,
  fill,
  findFailure,
  next,
  openReset,
  panel,
  press,
  spyCalls,
  type App,
} from './reset-password-helpers'

const IDENTITY: Array<[string, string]> = [
  ['用户名', 'resetdemo'],
  ['证件号码', '370102199204150047'],
  ['预留手机号码', '13800000004'],
]

async function fillIdentity(app: App, changes: Record<string, string> = {}) {
  for (const [label, value] of IDENTITY) await fill(app, label, changes[label] ?? value)
}

/** Identity sent, the code step shown. */
async function toCodeStep() {
  const app = await openReset()
  await fillIdentity(app)
  await next(app)
  await panel().findByLabelText('短信验证码')
  return app
}

/** Code accepted, the password step shown. */
async function toPasswordStep() {
  const app = await toCodeStep()
  await fill(app, '短信验证码', '8888')
  await next(app)
  await panel().findByLabelText('新密码')
  return app
}

async function fillPasswords(app: App, password: string, confirm = password) {
  await fill(app, '新密码', password)
  await fill(app, '确认密码', confirm)
}

const submitReset = (app: App) => press(app, /^确认重置$/)

afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
})

describe('/reset-password for staff', { timeout: 120_000 }, () => {
  test('two entries, staff first, and the four steps', async () => {
    await openReset()
    const tabs = [...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)
    expect(tabs).toEqual(['管理人用户', '投资者'])
    expect(document.querySelector('[aria-selected="true"]')).toHaveTextContent('管理人用户')
    for (const title of ['验证身份', '短信验证', '设置新密码', '完成']) {
      expect(panel().getByText(title)).toBeInTheDocument()
    }
    expect(panel().getByText('第1步（共4步）：验证身份')).toBeInTheDocument()
  })

  test('step 1 names every missing field', async () => {
    const app = await openReset()
    await next(app)
    for (const text of ['请输入用户名', '请输入证件号码', '请输入手机号码']) {
      await panel().findByText(text)
    }
  })

  test.each([
    ['证件号码', '37010219920415004', '身份证号码应为18位（最后一位可为X）'],
    ['证件号码', '370102199204150048', '身份证号码校验未通过，请核对'], // wrong check digit
    ['证件号码', '370102199213150040', '身份证号码校验未通过，请核对'], // month 13
    ['预留手机号码', '2380000000', '请输入以1开头的11位手机号码'],
    ['预留手机号码', '1380000000', '请输入以1开头的11位手机号码'], // 10 digits
  ])('%s %s → %s', async (label, value, message) => {
    const app = await openReset()
    await fill(app, label, value)
    await next(app)
    await panel().findByText(message)
  })

  test('the number is checked by the document type chosen', async () => {
    const app = await openReset()
    await fill(app, '证件号码', 'E12')
    await choose(app, '证件类型', '护照')
    await next(app)
    await panel().findByText('护照号码应为5-17位字母或数字')
    await fill(app, '证件号码', 'e12345678')
    expect(panel().getByLabelText('证件号码')).toHaveValue('E12345678')
    // Staff reset with a person's document: no business licence offered.
    await app.user.click(panel().getByLabelText('证件类型'))
    expect(screen.queryByTitle('营业执照（统一社会信用代码）')).not.toBeInTheDocument()
  })

  test('an identity that does not match is refused, and what was typed stays', async () => {
    const app = await openReset()
    await fillIdentity(app, { 预留手机号码: '13800000009' })
    await next(app)
    expect(await findFailure('身份信息与预留信息不一致，请核对后重试')).toBeInTheDocument()
    expect(panel().getByLabelText('用户名')).toHaveValue('resetdemo')
    expect(panel().getByLabelText('预留手机号码')).toHaveValue('13800000009')
  })

  test('the code goes to the masked mobile; 重新获取 counts down 60 s', async () => {
    const sends = spyCalls('/login/getCodeForResetPassword')
    const app = await toCodeStep()
    expect(panel().getByText(/短信验证码已发送至 138\*\*\*\*0004/)).toBeInTheDocument()
    const resend = button(/秒后重新获取$/)
    expect(resend).toBeDisabled()
    expect(resend.textContent).toMatch(/^(60|59)秒后重新获取$/)
    expect(Object.fromEntries(sends[0]!)).toEqual({
      idCode: '370102199204150047',
      idType: '0',
      mobile: '13800000004',
      userName: 'resetdemo',
    })
    expect(app.location()).toBe('/reset-password')
  })

  test('上一步 keeps the identity; going on again sends no second code', async () => {
    const sends = spyCalls('/login/getCodeForResetPassword')
    const app = await toCodeStep()
    await fill(app, '短信验证码', '12')
    await back(app)
    expect(panel().getByLabelText('用户名')).toHaveValue('resetdemo')
    expect(panel().getByLabelText('证件号码')).toHaveValue('370102199204150047')
    expect(panel().getByLabelText('预留手机号码')).toHaveValue('13800000004')
    await next(app)
    expect(await panel().findByLabelText('短信验证码')).toHaveValue('12')
    expect(sends).toHaveLength(1)
  })

  test('a wrong code says how many tries are left; the third locks for a minute', async () => {
    const app = await toCodeStep()
    await fill(app, '短信验证码', '1234')
    await next(app)
    expect(await findFailure('验证码错误，还可尝试2次')).toBeInTheDocument()
    await fill(app, '短信验证码', '4321')
    await next(app)
    expect(await findFailure('验证码错误，还可尝试1次')).toBeInTheDocument()
    await fill(app, '短信验证码', '1111')
    await next(app)
    expect(await findFailure('错误次数过多，请1分钟后再试')).toBeInTheDocument()
    await fill(app, '短信验证码', '8888')
    await next(app)
    expect(await findFailure('错误次数过多，请1分钟后再试')).toBeInTheDocument()
  })

  test('an expired code says so', async () => {
    const app = await toCodeStep()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 })
    await fill(app, '短信验证码', '8888')
    await next(app)
    expect(await findFailure('验证码已过期，请重新获取')).toBeInTheDocument()
  })

  test('after 60 s 重新获取 sends a new code and counts down again', async () => {
    const sends = spyCalls('/login/getCodeForResetPassword')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    const app = await toCodeStep()
    // One second at a time: each tick of the countdown is scheduled after the last render.
    for (let i = 0; i <= 60; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000))
    const resend = await waitFor(() => button(/^重新获取$/))
    expect(resend).toBeEnabled()
    await app.user.click(resend)
    await waitFor(() => expect(button(/秒后重新获取$/)).toBeDisabled())
    expect(sends).toHaveLength(2)
  })

  test('a malformed code is caught before it is sent', async () => {
    const checks = spyCalls('/login/toResetPasswordPage')
    const app = await toCodeStep()
    await fill(app, '短信验证码', '12')
    await next(app)
    await waitFor(() =>
      expect(panel().getByLabelText('短信验证码')).toHaveAccessibleDescription(
        '短信验证码为4-6位数字',
      ),
    )
    expect(checks).toHaveLength(0)
  })

  test('the manager list failing says so, with 重试; the reset waits for it', async () => {
    let fail = true
    server.use(
      http.get(api('/login/getRegisteredManagerList'), () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    )
    const app = await toPasswordStep()
    await panel().findByText('管理人列表查询失败，请稍后再试')
    expect(button(/^确认重置$/)).toBeDisabled()
    fail = false
    await press(app, /^重\s*试$/)
    await panel().findByLabelText('泉城私募基金管理有限公司')
    expect(panel().queryByText('管理人列表查询失败，请稍后再试')).not.toBeInTheDocument()
    expect(button(/^确认重置$/)).toBeEnabled()
  })

  test('the new password follows the dialog’s rules, on blur', async () => {
    const app = await toPasswordStep()
    expect(panel().getByText('密码中必须包含字母、数字且长度为8到15位')).toBeInTheDocument()
    for (const [value, message] of [
      ['Ab12', '密码长度为8-15位'],
      ['abcdefghij', '密码中必须包含数字'],
      ['1234567890', '密码中必须包含字母'],
      ['', '请输入新密码'],
    ] as const) {
      await fill(app, '新密码', value)
      await app.user.tab()
      await panel().findByText(message)
    }
  })

  test('mismatched passwords are refused and nothing is sent', async () => {
    const resets = spyCalls('/login/resetPassword')
    const app = await toPasswordStep()
    await app.user.click(await panel().findByLabelText('齐鲁资产管理有限公司'))
    await fillPasswords(app, 'Newpass123', 'Newpass124')
    await submitReset(app)
    await panel().findByText('新密码与确认密码不一致，请重新输入')
    expect(resets).toHaveLength(0)
  })

  test('an organisation must be chosen', async () => {
    const app = await toPasswordStep()
    await panel().findByLabelText('泉城私募基金管理有限公司')
    await fillPasswords(app, 'Newpass123')
    await submitReset(app)
    await panel().findByText('请选择管理人机构')
  })

  test('a server error shows the catalogue message and keeps the step', async () => {
    server.use(
      http.post(api('/login/resetPassword'), () => new HttpResponse(null, { status: 500 })),
    )
    const app = await toPasswordStep()
    await app.user.click(await panel().findByLabelText('齐鲁资产管理有限公司'))
    await fillPasswords(app, 'Newpass123')
    await submitReset(app)
    expect(await findFailure('服务异常（500），请稍后再试')).toBeInTheDocument()
    expect(panel().getByLabelText('新密码')).toHaveValue('Newpass123')
    expect(db.state.users.find((u) => u.userName === 'resetdemo')?.password).toBe('Reset1234')
  })

  test('the server’s refusal is shown as it says (same as the old password)', async () => {
    const app = await toPasswordStep()
    await app.user.click(await panel().findByLabelText('泉城私募基金管理有限公司'))
    await fillPasswords(app, 'Reset1234')
    await submitReset(app)
    expect(await findFailure('新密码不能与原密码相同')).toBeInTheDocument()
  })

  test('success: the password is replaced (Base64 on the wire) and 立即登录 goes to /login', async () => {
    const resets = spyCalls('/login/resetPassword')
    const app = await toPasswordStep()
    await app.user.click(await panel().findByLabelText('齐鲁资产管理有限公司'))
    await fillPasswords(app, 'Newpass123')
    await submitReset(app)
    await screen.findByText('密码重置成功，请使用新密码登录')
    expect(screen.getByText(/秒后自动返回登录页/)).toBeInTheDocument()
    const query = Object.fromEntries(resets[0]!)
    expect(query).toMatchObject({
      orgName: '齐鲁资产管理有限公司',
      newPassword: btoa('Newpass123'),
      newPasswordConfirm: btoa('Newpass123'),
    })
    expect(query.resetPasswordCode).toMatch(/^RPC/)
    expect(db.state.users.find((u) => u.userName === 'resetdemo')?.password).toBe('Newpass123')
    await press(app, /^立即登录$/)
    await waitFor(() => expect(app.location()).toBe('/login'))
  })
})
