import { afterEach, describe, expect, test, vi } from 'vitest'
import { db } from '../db/db'
import { openSession } from '../handlers/http'
import { call, b64, resetdemo, ticket, resetPassword, logIn } from './password-reset-handlers-kit'

afterEach(() => {
  vi.useRealTimers()
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
