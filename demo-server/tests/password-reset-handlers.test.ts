import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '../db/db'
import { STAFF, sendCode, verify } from './password-reset-handlers-kit'

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
