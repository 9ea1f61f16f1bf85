import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '../db/db'
import { openSession } from '../handlers/http'

/** A raw call to the demo backend (no client interceptors). */
async function call(path: string, params: Record<string, string>, method = 'POST') {
  const query = new URLSearchParams(params).toString()
  const response = await fetch(`http://localhost/ceres/api${path}?${query}`, { method })
  return (await response.json()) as { status: string; data: unknown; msg: string }
}

const b64 = (s: string) => btoa(s)
const resetdemo = () => db.state.users.find((u) => u.userName === 'resetdemo')!
const STAFF = {
  userName: 'resetdemo',
  idType: '0',
  idCode: '370102199204150047',
  mobile: '13800000004',
}

const sendCode = (identity: Record<string, string> = STAFF) =>
  call('/login/getCodeForResetPassword', identity)
const verify = (verificationCode: string, identity: Record<string, string> = STAFF) =>
  call('/login/toResetPasswordPage', { ...identity, verificationCode })

async function ticket() {
  await sendCode()
  const answer = await verify('8888')
  return (answer.data as { resetPasswordCode: string }).resetPasswordCode
}

function resetPassword(resetPasswordCode: string, next = 'Newpass123', confirm = next) {
  return call('/login/resetPassword', {
    orgName: '泉城私募基金管理有限公司',
    newPassword: b64(next),
    newPasswordConfirm: b64(confirm),
    resetPasswordCode,
  })
}

const logIn = (userName: string, password: string) =>
  fetch(
    `http://localhost/ceres/api/login/doLogin/${userName}/${encodeURIComponent(b64(password))}/8888`,
    {
      method: 'POST',
    },
  ).then((r) => r.json() as Promise<{ status: string; msg: string }>)

afterEach(() => {
  vi.useRealTimers()
})

describe('staff: getCodeForResetPassword', () => {
  test('sends the demo code 8888 to the registered mobile, masked', async () => {
    expect(await sendCode()).toMatchObject({
      status: 'success',
      data: { mobile: '138****0004', demoCode: '8888' },
    })
  })

  test.each([
    ['userName', 'nobody'],
    ['idType', '1'],
    ['idCode', '370102199204150055'],
    ['mobile', '13800000009'],
  ])('a wrong %s is refused without saying which field', async (key, value) => {
    expect(await sendCode({ ...STAFF, [key]: value })).toMatchObject({
      status: 'fail',
      msg: '身份信息与预留信息不一致，请核对后重试',
    })
  })

  test('an ID card’s x matches its X; spaces around values are ignored', async () => {
    db.state.users.find((u) => u.userName === 'resetdemo')!.idCode = '11010519491231002X'
    const answer = await sendCode({
      ...STAFF,
      idCode: ' 11010519491231002x ',
      userName: ' resetdemo',
    })
    expect(answer.status).toBe('success')
  })

  test('a second code within 60 s is refused with the seconds to wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendCode()
    vi.advanceTimersByTime(15_000)
    expect(await sendCode()).toMatchObject({ status: 'fail', msg: '验证码已发送，请45秒后再试' })
    vi.advanceTimersByTime(45_000)
    expect((await sendCode()).status).toBe('success')
  })
})

describe('staff: toResetPasswordPage', () => {
  test('the right code answers a resetPasswordCode ticket', async () => {
    await sendCode()
    const answer = await verify('8888')
    expect(answer.status).toBe('success')
    expect(answer.data).toEqual({ resetPasswordCode: expect.stringMatching(/^RPC/) })
  })

  test('without a code sent first', async () => {
    expect(await verify('8888')).toMatchObject({ status: 'fail', msg: '请先获取短信验证码' })
  })

  test('a code is used up once right', async () => {
    await sendCode()
    await verify('8888')
    expect(await verify('8888')).toMatchObject({ msg: '请先获取短信验证码' })
  })

  test('a code holds for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendCode()
    vi.advanceTimersByTime(5 * 60_000 - 1_000)
    expect((await verify('8888')).status).toBe('success')
  })

  test('a code expires after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendCode()
    vi.advanceTimersByTime(5 * 60_000)
    expect(await verify('8888')).toMatchObject({
      status: 'fail',
      msg: '验证码已过期，请重新获取',
    })
    expect((await sendCode()).status).toBe('success')
    expect((await verify('8888')).status).toBe('success')
  })

  test('the identity is checked again', async () => {
    await sendCode()
    expect(await verify('8888', { ...STAFF, mobile: '13800000001' })).toMatchObject({
      msg: '身份信息与预留信息不一致，请核对后重试',
    })
  })

  test('three wrong codes in a row lock the attempt for a minute, even the right code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendCode()
    expect(await verify('1234')).toMatchObject({ status: 'fail', msg: '验证码错误，还可尝试2次' })
    expect(await verify('123456')).toMatchObject({ msg: '验证码错误，还可尝试1次' })
    expect(await verify('0000')).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    expect(await verify('8888')).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    expect(await sendCode()).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    vi.advanceTimersByTime(59_000)
    expect(await sendCode()).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    vi.advanceTimersByTime(1_000)
    // The lock is over; the old code was void, a new one works and the count starts again.
    expect(await verify('8888')).toMatchObject({ msg: '请先获取短信验证码' })
    expect((await sendCode()).status).toBe('success')
    expect(await verify('1111')).toMatchObject({ msg: '验证码错误，还可尝试2次' })
    expect((await verify('8888')).status).toBe('success')
  })

  test('a right code resets the count of wrong ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendCode()
    await verify('1111')
    await verify('2222')
    expect((await verify('8888')).status).toBe('success')
    vi.advanceTimersByTime(60_000)
    await sendCode()
    expect(await verify('3333')).toMatchObject({ msg: '验证码错误，还可尝试2次' })
  })

  test('the lock is per user: another user is not locked', async () => {
    await sendCode()
    for (const code of ['1', '2', '3']) await verify(code)
    const manager = {
      userName: 'manager',
      idType: '0',
      idCode: '370102198503120011',
      mobile: '13800000001',
    }
    expect((await sendCode(manager)).status).toBe('success')
  })
})

describe('staff: getRegisteredManagerList and resetPassword', () => {
  test('the ticket lists the user’s organisations', async () => {
    const resetPasswordCode = await ticket()
    expect(await call('/login/getRegisteredManagerList', { resetPasswordCode }, 'GET')).toEqual({
      status: 'success',
      msg: '',
      data: [
        { orgId: 'ORG001', orgName: '泉城私募基金管理有限公司' },
        { orgId: 'ORG002', orgName: '齐鲁资产管理有限公司' },
      ],
    })
  })

  test('an unknown or expired ticket lists nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const resetPasswordCode = await ticket()
    expect(
      await call('/login/getRegisteredManagerList', { resetPasswordCode: 'RPCx' }, 'GET'),
    ).toMatchObject({
      status: 'fail',
      msg: '重置凭证已失效，请重新验证身份',
    })
    vi.advanceTimersByTime(10 * 60_000)
    expect(
      await call('/login/getRegisteredManagerList', { resetPasswordCode }, 'GET'),
    ).toMatchObject({
      status: 'fail',
    })
    expect(await resetPassword(resetPasswordCode)).toMatchObject({
      msg: '重置凭证已失效，请重新验证身份',
    })
  })

  test('the new password replaces the old one: login with the old fails, with the new works', async () => {
    const { token } = openSession('U1004', 'ORG001')
    expect(await resetPassword(await ticket(), 'Newpass123')).toMatchObject({ status: 'success' })
    expect(resetdemo().password).toBe('Newpass123')
    expect(await logIn('resetdemo', 'Reset1234')).toMatchObject({
      status: 'fail',
      msg: '用户名或密码错误',
    })
    expect((await logIn('resetdemo', 'Newpass123')).status).toBe('success')
    // Sessions opened with the old password are over.
    expect(db.state.sessions.some((s) => s.token === token)).toBe(false)
  })

  test('a ticket sets the password once', async () => {
    const resetPasswordCode = await ticket()
    await resetPassword(resetPasswordCode, 'Newpass123')
    expect(await resetPassword(resetPasswordCode, 'Other1234')).toMatchObject({
      msg: '重置凭证已失效，请重新验证身份',
    })
    expect(resetdemo().password).toBe('Newpass123')
  })

  test.each([
    ['Newpass123', 'Newpass124', '新密码与确认密码不一致，请重新输入'],
    ['Ab12', 'Ab12', '密码长度为8-15位'],
    ['Abcd12345678901x', 'Abcd12345678901x', '密码长度为8-15位'],
    ['abcdefghij', 'abcdefghij', '密码中必须包含数字'],
    ['1234567890', '1234567890', '密码中必须包含字母'],
    ['Reset1234', 'Reset1234', '新密码不能与原密码相同'],
  ])('%s / %s → %s, password unchanged', async (next, confirm, message) => {
    expect(await resetPassword(await ticket(), next, confirm)).toMatchObject({
      status: 'fail',
      msg: message,
    })
    expect(resetdemo().password).toBe('Reset1234')
  })

  test('passwords that are not Base64 are refused', async () => {
    const answer = await call('/login/resetPassword', {
      orgName: '泉城私募基金管理有限公司',
      newPassword: '***',
      newPasswordConfirm: '***',
      resetPasswordCode: await ticket(),
    })
    expect(answer).toMatchObject({ status: 'fail', msg: '密码编码无效，请重试' })
  })

  test('the organisation must be one of the user’s', async () => {
    const answer = await call('/login/resetPassword', {
      orgName: '泰山投资管理有限公司',
      newPassword: b64('Newpass123'),
      newPasswordConfirm: b64('Newpass123'),
      resetPasswordCode: await ticket(),
    })
    expect(answer).toMatchObject({ status: 'fail', msg: '请选择您所属的管理人机构' })
  })
})

const LIU = {
  userName: '刘晓梅',
  certificatesType: '0',
  certificatesNum: '370103199002150029',
  mobile: '13900000001',
}
const QILU = { orgId: 'ORG002', orgName: '齐鲁资产管理有限公司' }
const liuAccount = (orgId: string) =>
  db.state.investors
    .find((i) => i.investorId === 'INV001')!
    .accounts.find((a) => a.orgId === orgId)!

function modify(
  next = 'Liu2025abc',
  confirm = next,
  ref: Record<string, string> = { ...LIU, ...QILU },
) {
  return call('/login/investor/modifyPassword', {
    ...ref,
    newPassword: b64(next),
    newPasswordConfirm: b64(confirm),
  })
}

const sendInvestorCode = (identity: Record<string, string> = LIU) =>
  call('/login/investor/getCodeForModifyPassword', identity)
const toModifyPasswordPage = (verificationCode: string, ref: Record<string, string> = QILU) =>
  call('/login/investor/toModifyPasswordPage', { ...LIU, ...ref, verificationCode })

/** The SMS code sent and given back: the server consents to a new password for 齐鲁资产. */
async function consent() {
  await sendInvestorCode()
  return toModifyPasswordPage('8888')
}

const checkPassword = (password: string, orgId = 'ORG002') =>
  call('/login/investor/checkPassword', {
    certificatesNum: LIU.certificatesNum,
    certificatesType: LIU.certificatesType,
    orgId,
    password: b64(password),
  })

describe('investors', () => {
  test('getInvestorOrganizationsForUser lists the organisations the investor has accounts with', async () => {
    expect(await call('/login/investor/getInvestorOrganizationsForUser', LIU)).toMatchObject({
      status: 'success',
      data: [{ orgId: 'ORG001', orgName: '泉城私募基金管理有限公司' }, QILU],
    })
  })

  test.each([
    ['userName', '刘晓'],
    ['certificatesType', '1'],
    ['certificatesNum', '370103199002150037'],
    ['mobile', '13900000002'],
    ['mobile', ''],
  ])('a wrong %s finds no investor', async (key, value) => {
    expect(
      await call('/login/investor/getInvestorOrganizationsForUser', { ...LIU, [key]: value }),
    ).toMatchObject({
      status: 'fail',
      msg: '未查询到该投资者信息，请核对证件类型、证件号码、姓名（名称）和预留手机号码',
    })
    expect(await sendInvestorCode({ ...LIU, [key]: value })).toMatchObject({ status: 'fail' })
  })

  test('an institution is found by its name and credit code (case-insensitive)', async () => {
    const answer = await call('/login/investor/getInvestorOrganizationsForUser', {
      userName: '济南鲁信投资合伙企业（有限合伙）',
      certificatesType: '4',
      certificatesNum: '91370100ma3c5xyk1p',
      mobile: '13900000005',
    })
    expect(answer.data).toHaveLength(2)
  })

  test('getCodeForModifyPassword sends the demo code 8888 to the registered mobile, masked', async () => {
    expect(await sendInvestorCode()).toMatchObject({
      status: 'success',
      data: { mobile: '139****0001', demoCode: '8888' },
    })
    expect(await sendInvestorCode()).toMatchObject({ msg: '验证码已发送，请60秒后再试' })
  })

  test('toModifyPasswordPage needs the SMS code: none sent, none given, a wrong one', async () => {
    expect(await toModifyPasswordPage('8888')).toMatchObject({
      status: 'fail',
      msg: '请先获取短信验证码',
    })
    await sendInvestorCode()
    expect(await call('/login/investor/toModifyPasswordPage', { ...LIU, ...QILU })).toMatchObject({
      status: 'fail',
      msg: '验证码错误，还可尝试2次',
    })
    expect(await toModifyPasswordPage('1234')).toMatchObject({ msg: '验证码错误，还可尝试1次' })
    expect(await modify()).toMatchObject({ msg: '身份验证已失效，请重新验证' })
  })

  test('a wrong mobile gets no consent, even with the right code', async () => {
    await sendInvestorCode()
    const answer = await call('/login/investor/toModifyPasswordPage', {
      ...LIU,
      ...QILU,
      mobile: '13900000002',
      verificationCode: '8888',
    })
    expect(answer).toMatchObject({ status: 'fail', msg: expect.stringContaining('预留手机号码') })
  })

  test('three wrong codes lock the reset for a minute, as for staff', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendInvestorCode()
    await toModifyPasswordPage('1111')
    await toModifyPasswordPage('2222')
    expect(await toModifyPasswordPage('3333')).toMatchObject({
      status: 'fail',
      msg: '错误次数过多，请1分钟后再试',
    })
    expect(await toModifyPasswordPage('8888')).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    // Whichever organisation: the lock is the investor's.
    const quancheng = { orgId: 'ORG001', orgName: '泉城私募基金管理有限公司' }
    expect(await toModifyPasswordPage('8888', quancheng)).toMatchObject({
      msg: '错误次数过多，请1分钟后再试',
    })
    expect(await sendInvestorCode()).toMatchObject({ msg: '错误次数过多，请1分钟后再试' })
    vi.advanceTimersByTime(60_000)
    expect((await consent()).status).toBe('success')
  })

  test('the right code consents (and is used up)', async () => {
    expect(await consent()).toMatchObject({ status: 'success', data: QILU })
    expect(await toModifyPasswordPage('8888')).toMatchObject({ msg: '请先获取短信验证码' })
    expect((await modify()).status).toBe('success')
  })

  test('toModifyPasswordPage refuses an organisation the investor has no account with', async () => {
    await sendInvestorCode()
    const answer = await toModifyPasswordPage('8888', {
      orgId: 'ORG003',
      orgName: '泰山投资管理有限公司',
    })
    expect(answer).toMatchObject({ status: 'fail', msg: '该投资者未在所选机构开户' })
  })

  test('modifyPassword needs toModifyPasswordPage first', async () => {
    expect(await modify()).toMatchObject({ status: 'fail', msg: '身份验证已失效，请重新验证' })
    expect(liuAccount('ORG002').password).toBe('Investor123')
  })

  test('the consent lasts 10 minutes and sets the password once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await consent()
    vi.advanceTimersByTime(10 * 60_000)
    expect(await modify()).toMatchObject({ msg: '身份验证已失效，请重新验证' })
    await consent()
    expect((await modify()).status).toBe('success')
    expect(await modify('Again2025x')).toMatchObject({ msg: '身份验证已失效，请重新验证' })
  })

  test('the new password replaces the old one for that organisation only', async () => {
    await consent()
    expect(await modify('Liu2025abc')).toMatchObject({ status: 'success' })
    expect(await checkPassword('Investor123')).toMatchObject({ status: 'fail', msg: '密码错误' })
    expect((await checkPassword('Liu2025abc')).status).toBe('success')
    expect((await checkPassword('Investor123', 'ORG001')).status).toBe('success')
  })

  test.each([
    ['Liu2025abc', 'Liu2025abd', '新密码与确认密码不一致，请重新输入'],
    ['short1', 'short1', '密码长度为8-15位'],
    ['lettersonly', 'lettersonly', '密码中必须包含数字'],
    ['1234567890', '1234567890', '密码中必须包含字母'],
    ['Investor123', 'Investor123', '新密码不能与原密码相同'],
  ])('%s / %s → %s', async (next, confirm, message) => {
    await consent()
    expect(await modify(next, confirm)).toMatchObject({ status: 'fail', msg: message })
    expect(liuAccount('ORG002').password).toBe('Investor123')
  })

  test('checkPassword refuses an unknown account', async () => {
    expect(await checkPassword('Investor123', 'ORG003')).toMatchObject({ status: 'fail' })
  })
})
