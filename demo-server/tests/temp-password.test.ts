import { Base64 } from 'js-base64'
import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { MUST_CHANGE_PASSWORD } from '../handlers/http'
import type { User } from '@contract/api'
import type { StaffUser, TempPassword } from '@contract/api/general-manage'
import { callJson, flat } from './api'
import { loginAs } from './login-as'

interface Answer<T> {
  httpStatus: number
  status: string
  data: T
  msg: string
  jwt?: string
}

/** A raw call to the demo backend (no client interceptors). */
const call = <T = unknown>(
  path: string,
  token = '',
  init: { query?: Record<string, string>; json?: unknown } = {},
): Promise<Answer<T>> => {
  const method = path.startsWith('/menu/all') ? 'GET' : 'POST'
  return callJson<T>(path, { token, method, ...init }).then(flat)
}

const logIn = (userName: string, password: string) =>
  call<User>(`/login/doLogin/${userName}/${encodeURIComponent(Base64.encode(password))}/8888`)

const changePassword = (token: string, userId: string, old: string, next: string) =>
  call('/user/changePassword', token, {
    query: {
      userId,
      password: Base64.encode(old),
      newPassword: Base64.encode(next),
      newPasswordConfirm: Base64.encode(next),
    },
  })

/** Data calls of pages the new user's role (运营查询) opens. */
const menus = (token: string, userId: string) => call('/menu/all', token, { query: { userId } })
const funds = (token: string) => call('/rest/custodian/queryFunds', token)

/** 用户管理 (admin, ORG003) adds 孙运营 with role 运营查询: the answer holds the temporary password. */
async function addUser() {
  const admin = loginAs('admin').token
  const added = await call<{ user: StaffUser; password: TempPassword }>(
    '/rest/gm/users/save',
    admin,
    {
      json: {
        userName: 'taishan_ops',
        realName: '孙运营',
        mobile: '13900001234',
        roleIds: ['R003'],
      },
    },
  )
  return { admin, user: added.data.user, temp: added.data.password.tempPassword }
}

describe('a temporary password from 用户管理 is changed before anything else', () => {
  test('new user: flagged at login; data refused; the change clears the flag', async () => {
    const { user, temp } = await addUser()
    const login = await logIn('taishan_ops', temp)
    expect(login).toMatchObject({ status: 'success', data: { mustChangePassword: true } })
    const token = login.jwt!
    expect((await call<User>('/user/getUserInfo/', token)).data.mustChangePassword).toBe(true)

    for (const refused of [await menus(token, user.userId), await funds(token)]) {
      expect(refused).toMatchObject({ httpStatus: 200, status: 'fail', msg: MUST_CHANGE_PASSWORD })
    }

    // The temporary password cannot be kept.
    expect(await changePassword(token, user.userId, temp, temp)).toMatchObject({
      status: 'fail',
      msg: '新密码不能与原密码相同',
    })
    expect((await changePassword(token, user.userId, temp, 'Sun2025abc')).status).toBe('success')
    expect(db.state.users.find((u) => u.userId === user.userId)?.mustChangePassword).toBeUndefined()

    // The change ended the session; the next login is an ordinary one.
    expect((await funds(token)).httpStatus).toBe(401)
    expect((await logIn('taishan_ops', temp)).msg).toBe('用户名或密码错误')
    const again = await logIn('taishan_ops', 'Sun2025abc')
    expect(again.data).not.toHaveProperty('mustChangePassword')
    expect((await menus(again.jwt!, user.userId)).status).toBe('success')
    expect((await funds(again.jwt!)).status).toBe('success')
  })

  test('重置密码 flags the user too; a multi-organisation login can still choose its organisation', async () => {
    const manager = db.state.users.find((u) => u.userName === 'manager')!
    manager.orgIds.push('ORG003')
    const { admin } = await addUser()
    const reset = await call<TempPassword>('/rest/gm/users/resetPassword', admin, {
      json: { userId: manager.userId },
    })
    const login = await logIn('manager', reset.data.tempPassword)
    expect(login.data.mustChangePassword).toBe(true)
    const orgs = await call<unknown[]>(`/user/getOrganizations/${manager.userId}`, login.jwt!)
    expect(orgs.data).toHaveLength(3)
    const chosen = await call<User>('/login/loginChangeUser/ORG003/', login.jwt!)
    expect(chosen).toMatchObject({ status: 'success', data: { mustChangePassword: true } })
    expect((await call('/user/changUser/x/ORG001', chosen.jwt!)).msg).toBe(MUST_CHANGE_PASSWORD)
  })

  test('a password set on /reset-password is no longer temporary', async () => {
    const resetdemo = db.state.users.find((u) => u.userName === 'resetdemo')!
    resetdemo.mustChangePassword = true
    const identity = {
      userName: 'resetdemo',
      idType: '0',
      idCode: '370102199204150047',
      mobile: '13800000004',
    }
    await call('/login/getCodeForResetPassword', '', { query: identity })
    const ticket = await call<{ resetPasswordCode: string }>('/login/toResetPasswordPage', '', {
      query: { ...identity, verificationCode: '8888' },
    })
    const done = await call('/login/resetPassword', '', {
      query: {
        orgName: '泉城私募基金管理有限公司',
        newPassword: Base64.encode('Newpass123'),
        newPasswordConfirm: Base64.encode('Newpass123'),
        resetPasswordCode: ticket.data.resetPasswordCode,
      },
    })
    expect(done.status).toBe('success')
    expect(resetdemo.mustChangePassword).toBeUndefined()
  })
})
