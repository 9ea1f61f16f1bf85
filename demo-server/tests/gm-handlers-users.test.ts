import { Base64 } from 'js-base64'
import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { GM_MSG } from '../handlers/gm-common'
import { DISABLED_LOGIN } from '../handlers/http'
import type {
  ApplyApproved,
  ApplyReview,
  StaffUser,
  TempPassword,
} from '@contract/api/general-manage'
import type { PagedList } from '@contract/api/paged-list'
import { loginAs } from './login-as'
import { call, as } from './gm-handlers-kit'

describe('综合管理 handlers', { timeout: 60_000 }, () => {
  test('users: the organisation only; add answers a temporary password once', async () => {
    const admin = as('admin')
    const list = (query = {}) => call<PagedList<StaffUser>>('/rest/gm/users/list', admin, { query })
    expect((await list()).body.data.list.map((u) => u.userName)).toEqual(['admin'])
    const body = {
      userName: 'taishan_ops',
      realName: '孙运营',
      mobile: '13900001234',
      roleIds: ['R003'],
    }
    const save = (json: object) =>
      call<{ user: StaffUser; password: TempPassword }>('/rest/gm/users/save', admin, { json })
    expect((await save({ ...body, userName: '1abc' })).body.msg).toBe(GM_MSG.userName)
    expect((await save({ ...body, userName: 'Manager' })).body.msg).toBe(GM_MSG.userNameTaken)
    expect((await save({ ...body, mobile: '1390000' })).body.msg).toBe(GM_MSG.mobile)
    expect((await save({ ...body, roleIds: ['R9'] })).body.msg).toBe(GM_MSG.roles)
    expect((await save({ ...body, realName: '孙' })).body.msg).toBe(GM_MSG.realName)
    const added = (await save(body)).body.data
    expect(added.user).toMatchObject({
      userName: 'taishan_ops',
      roleNames: ['运营查询'],
      status: 'enabled',
    })
    expect(added.password.tempPassword).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,15}$/)
    expect(db.state.users.find((u) => u.userName === 'taishan_ops')?.orgIds).toEqual(['ORG003'])
    expect((await list({ keyword: '孙' })).body.data.total).toBe(1)
    expect((await list({ keyword: '13900001234' })).body.data.total).toBe(1)
    // Part of a mobile finds nothing: the list shows it masked, and a search must not spell it.
    expect((await list({ keyword: '139000012' })).body.data.total).toBe(0)
    expect((await list({ status: 'disabled' })).body.data.total).toBe(0)
    expect((await list({ status: 'gone' })).body.msg).toBe(GM_MSG.status)
    // another organisation's user is not found
    expect(
      (await call('/rest/gm/users/resetPassword', admin, { json: { userId: 'U1001' } })).body.msg,
    ).toBe(GM_MSG.userGone)
  })

  test('停用: not oneself; a disabled user cannot log in; 重置密码 gives a new password', async () => {
    const admin = as('admin')
    const status = (userId: string, action: string) =>
      call('/rest/gm/users/setStatus', admin, { json: { userId, action } })
    expect((await status('U1002', 'disable')).body.msg).toBe(GM_MSG.selfDisable)
    const operator = db.state.users.find((u) => u.userName === 'operator')!
    operator.orgIds.push('ORG003')
    const session = loginAs('operator')
    expect((await status('U1003', 'pause')).body.msg).toBe(GM_MSG.action)
    expect((await status('U1003', 'disable')).body.status).toBe('success')
    expect((await call('/menu/all', session.token, { query: { userId: 'U1003' } })).status).toBe(
      401,
    )
    const password = Base64.encode('Operator123')
    const login = await call(`/login/doLogin/operator/${password}/8888`, '')
    expect(login.body.msg).toBe(DISABLED_LOGIN)
    expect(
      (await call('/rest/gm/users/resetPassword', admin, { json: { userId: 'U1003' } })).body.msg,
    ).toBe(GM_MSG.disabledReset)
    expect((await status('U1003', 'enable')).body.status).toBe('success')
    const reset = await call<TempPassword>('/rest/gm/users/resetPassword', admin, {
      json: { userId: 'U1003' },
    })
    expect(operator.password).toBe(reset.body.data.tempPassword)
    expect(operator.password).not.toBe('Operator123')
  })

  test('注册申请: approve creates the organisation and its administrator; return needs a reason', async () => {
    const admin = as('admin')
    const seeded = db.state.registrations[0]!
    db.state.registrations.push(
      {
        ...seeded,
        applyNo: 'REG20250610001',
        status: 'pending',
        submittedAt: '2025-06-10T01:00:00.000Z',
        orgName: '新泉投资管理有限公司',
        creditCode: '91370100MA3C5X1X0X',
        mobile: '13900000088',
      },
      {
        ...seeded,
        applyNo: 'REG20250610002',
        status: 'pending',
        submittedAt: '2025-06-10T02:00:00.000Z',
      },
    )
    const { data } = (
      await call<PagedList<ApplyReview>>('/rest/gm/applies/list', admin, {
        query: { status: 'pending' },
      })
    ).body
    expect(data.list.map((a) => a.applyNo)).toEqual(['REG20250610002', 'REG20250610001'])
    expect(data.list[0]!.mobile).toBe('139****0011')
    const approved = await call<ApplyApproved>('/rest/gm/applies/approve', admin, {
      json: { applyNo: 'REG20250610001' },
    })
    expect(approved.body.data).toMatchObject({
      orgName: '新泉投资管理有限公司',
      userName: 'admin0088',
    })
    const user = db.state.users.find((u) => u.userName === 'admin0088')!
    expect(user.roleIds).toEqual(['R001'])
    expect(db.state.orgs.find((o) => o.orgId === user.orgIds[0])?.orgName).toBe(
      '新泉投资管理有限公司',
    )
    expect(user.password).toBe(approved.body.data.tempPassword)
    const again = await call('/rest/gm/applies/approve', admin, {
      json: { applyNo: 'REG20250610001' },
    })
    expect(again.body.msg).toBe(GM_MSG.applyDone)
    const back = (reason: string) =>
      call('/rest/gm/applies/return', admin, { json: { applyNo: 'REG20250610002', reason } })
    expect((await back(' ')).body.msg).toBe(GM_MSG.reason)
    expect((await back('营业执照不清晰')).body.status).toBe('success')
    expect(db.state.registrations.at(-1)).toMatchObject({
      status: 'rejected',
      remark: '营业执照不清晰',
      reviewer: '张管理员',
    })
  })
})
