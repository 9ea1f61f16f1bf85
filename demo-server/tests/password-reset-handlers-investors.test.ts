import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  call,
  LIU,
  QILU,
  liuAccount,
  modify,
  sendInvestorCode,
  toModifyPasswordPage,
  consent,
  checkPassword,
} from './password-reset-handlers-kit'

afterEach(() => {
  vi.useRealTimers()
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
