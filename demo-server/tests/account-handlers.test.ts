import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { openSession } from '../handlers/http'
import { callApi } from './api'

const operator = () => db.state.users.find((u) => u.userName === 'operator')!
const b64 = (s: string) => encodeURIComponent(btoa(s))

interface Change {
  old?: string
  next?: string
  confirm?: string
  userId?: string
}

function changePassword(token: string, change: Change = {}) {
  const { old = 'Operator123', next = 'Operator456', userId = 'U1003' } = change
  const confirm = change.confirm ?? next
  const query = `newPassword=${b64(next)}&newPasswordConfirm=${b64(confirm)}&password=${b64(old)}&userId=${userId}`
  return callApi(`/user/changePassword?${query}`, { token })
}

describe('POST /user/changePassword', () => {
  test('needs a session', async () => {
    expect((await changePassword('nobody')).status).toBe(401)
  })

  test('refuses another user’s id with 403', async () => {
    const { token } = openSession('U1003', 'ORG001')
    expect((await changePassword(token, { userId: 'U1001' })).status).toBe(403)
  })

  test('refuses what is not Base64', async () => {
    const { token } = openSession('U1003', 'ORG001')
    const query = 'newPassword=%%%&newPasswordConfirm=%%%&password=***&userId=U1003'
    const { body } = await callApi(`/user/changePassword?${query}`, { token })
    expect(body?.status).toBe('fail')
    expect(operator().password).toBe('Operator123')
  })

  test.each([
    [{ old: 'Wrong1234' }, '原密码错误'],
    [{ confirm: 'Operator789' }, '两次输入的新密码不一致'],
    [{ next: 'short1' }, '新密码不符合规则：8-15位，须包含字母和数字'],
    [{ next: 'OnlyLettersHere' }, '新密码不符合规则：8-15位，须包含字母和数字'],
    [{ next: '1234567890' }, '新密码不符合规则：8-15位，须包含字母和数字'],
    [{ next: 'Operator123' }, '新密码不能与原密码相同'],
  ])('%j → fail %s, password unchanged', async (change, message) => {
    const { token } = openSession('U1003', 'ORG001')
    const { body } = await changePassword(token, change)
    expect(body).toMatchObject({ status: 'fail', msg: message })
    expect(operator().password).toBe('Operator123')
  })

  test('a wrong old password answers 原密码错误 in data and msg', async () => {
    const { token } = openSession('U1003', 'ORG001')
    const { body } = await changePassword(token, { old: 'Wrong1234' })
    expect(body).toMatchObject({ data: '原密码错误', msg: '原密码错误' })
  })

  test('success stores the new password and ends every session of the user, not others’', async () => {
    const first = openSession('U1003', 'ORG001')
    const second = openSession('U1003', 'ORG001')
    const other = openSession('U1001', 'ORG001')
    const { body } = await changePassword(first.token)
    expect(body).toMatchObject({ status: 'success', data: null })
    expect(operator().password).toBe('Operator456')
    expect(db.state.sessions.map((s) => s.token)).toEqual([other.token])
    expect((await callApi('/user/getUserInfo/', { token: second.token })).status).toBe(401)
  })
})

describe('POST /user/getCustomerServiceSign', () => {
  test('gives a demo sign for the session’s own jwt', async () => {
    const { token } = openSession('U1001', 'ORG001')
    const { body } = await callApi(`/user/getCustomerServiceSign?jwt=${token}`, { token })
    expect(body).toMatchObject({
      status: 'success',
      data: { sign: expect.stringMatching(/^demo-/) },
    })
  })

  test('refuses another jwt with resultMessage 客服身份校验失败', async () => {
    const { token } = openSession('U1001', 'ORG001')
    const { body } = await callApi('/user/getCustomerServiceSign?jwt=someone-else', { token })
    expect(body).toMatchObject({ status: 'fail', resultMessage: '客服身份校验失败' })
  })

  test('needs a session', async () => {
    expect((await callApi('/user/getCustomerServiceSign?jwt=x')).status).toBe(401)
  })
})

test('the user view carries the masked mobile and when the session began', async () => {
  const session = openSession('U1001', 'ORG001')
  const { body } = await callApi('/user/getUserInfo/', { token: session.token })
  const data = body?.data as Record<string, unknown>
  expect(data.mobile).toBe('138****0001')
  expect(Date.parse(String(data.loginTime))).toBeLessThanOrEqual(Date.now())
  expect(Date.now() - Date.parse(String(data.loginTime))).toBeLessThan(60_000)
})
