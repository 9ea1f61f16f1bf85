import { Base64 } from 'js-base64'
import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { GM_MSG } from '../handlers/gm-common'
import { DISABLED_LOGIN } from '../handlers/http'
import type { Menu } from '@contract/api'
import type {
  ApplyApproved,
  ApplyReview,
  RoleGrants,
  RoleSummary,
  StaffUser,
  TempPassword,
} from '@contract/api/general-manage'
import type { PagedList } from '@contract/api/paged-list'
import { loginAs } from './login-as'

/** A raw call to the demo backend (no client interceptors). */
async function call<T>(path: string, token: string, init: { query?: object; json?: unknown } = {}) {
  const query = new URLSearchParams(
    Object.entries(init.query ?? {}).map(([k, v]) => [k, String(v)]),
  ).toString()
  const response = await fetch(`http://localhost/ceres/api${path}${query ? `?${query}` : ''}`, {
    method: path === '/menu/all' ? 'GET' : 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  const body = (await response.json()) as { status: string; data: T; msg: string }
  return { status: response.status, body }
}

const as = (userName: 'manager' | 'admin' | 'operator') => loginAs(userName).token
const menusOf = async (token: string, userId: string) =>
  (await call<Menu[]>('/menu/all', token, { query: { userId } })).body.data
const grantOf = async (token: string, userId: string, menuId: number) =>
  (await menusOf(token, userId)).find((m) => m.menuId === menuId)?.ifAuth
const PRODUCT_QUERY = 110101

describe('综合管理 handlers', { timeout: 60_000 }, () => {
  test('only a user reaching the page may call: manager (locked) and operator (hidden) get 403', async () => {
    for (const token of [as('manager'), as('operator')]) {
      expect((await call('/rest/gm/roles/list', token)).status).toBe(403)
      expect(
        (await call('/rest/gm/roles/save', token, { json: { roleName: '新角色' } })).status,
      ).toBe(403)
      expect((await call('/rest/gm/roles/saveGrants', token, { json: {} })).status).toBe(403)
      expect((await call('/rest/gm/users/setStatus', token, { json: {} })).status).toBe(403)
      expect((await call('/rest/gm/applies/approve', token, { json: {} })).status).toBe(403)
    }
  })

  test('roles: members counted; delete refused while a role has members', async () => {
    const token = as('admin')
    const { data } = (await call<PagedList<RoleSummary>>('/rest/gm/roles/list', token)).body
    expect(data.list.map((r) => [r.roleName, r.memberCount])).toEqual([
      ['系统管理员', 2],
      ['业务经办', 2],
      ['运营查询', 1],
      ['合规审阅', 0],
    ])
    // admin sees the members of their own organisation only
    expect(data.list[0]!.members.map((m) => m.realName)).toEqual(['张管理员'])
    const refused = await call('/rest/gm/roles/delete', token, { json: { roleId: 'R002' } })
    expect(refused.body.msg).toBe(GM_MSG.roleInUse(2))
    expect(db.state.roles).toHaveLength(4)
    expect(
      (await call('/rest/gm/roles/delete', token, { json: { roleId: 'R004' } })).body.status,
    ).toBe('success')
    expect(db.state.roles.map((r) => r.roleId)).toEqual(['R001', 'R002', 'R003'])
  })

  test('roles: add and edit are validated', async () => {
    const token = as('admin')
    const save = (json: object) => call<RoleSummary>('/rest/gm/roles/save', token, { json })
    expect((await save({ roleName: '甲' })).body.msg).toBe(GM_MSG.roleName)
    expect((await save({ roleName: '业务经办' })).body.msg).toBe(GM_MSG.roleNameTaken)
    expect((await save({ roleName: '审计', description: 'x'.repeat(101) })).body.msg).toBe(
      GM_MSG.description,
    )
    expect((await save({ roleId: 'R999', roleName: '审计' })).body.msg).toBe(GM_MSG.roleGone)
    const added = (await save({ roleName: ' 审计岗 ', description: '只读' })).body.data
    expect(added).toMatchObject({
      roleId: 'R005',
      roleName: '审计岗',
      memberCount: 0,
      reachCount: 0,
    })
    expect((await save({ roleId: 'R005', roleName: '审计复核' })).body.data.roleName).toBe(
      '审计复核',
    )
  })

  test("a role's grants decide its members' menus at their next menu load", async () => {
    const admin = as('admin')
    const manager = as('manager')
    expect(await grantOf(manager, 'U1001', PRODUCT_QUERY)).toBe(1)
    const save = (grant: string) =>
      call<RoleGrants>('/rest/gm/roles/saveGrants', admin, {
        json: { roleId: 'R002', grants: { [PRODUCT_QUERY]: grant } },
      })
    expect((await save('locked')).body.status).toBe('success')
    expect(await grantOf(manager, 'U1001', PRODUCT_QUERY)).toBe(0)
    await save('hidden')
    expect(await grantOf(manager, 'U1001', PRODUCT_QUERY)).toBeUndefined()
    // resetdemo also holds 系统管理员: the union still reaches it
    const { data } = await call<RoleGrants>('/rest/gm/roles/grants', admin, {
      query: { roleId: 'R002' },
    }).then((r) => r.body)
    expect(data.menus.find((m) => m.menuId === PRODUCT_QUERY)?.grant).toBe('hidden')
    expect(data.memberCount).toBe(2)
    await save('reach')
    expect(await grantOf(manager, 'U1001', PRODUCT_QUERY)).toBe(1)
    expect(db.state.roles[1]!.grants.lockedMenuIds).toEqual([
      110202, 120202, 100101, 100102, 100201,
    ])
  })

  test('grants are checked; nobody removes their own 菜单权限管理', async () => {
    const admin = as('admin')
    const save = (json: object) => call('/rest/gm/roles/saveGrants', admin, { json })
    expect((await save({ roleId: 'R002', grants: { 1101: 'reach' } })).body.msg).toBe(GM_MSG.grants)
    expect((await save({ roleId: 'R002', grants: { [PRODUCT_QUERY]: 'open' } })).body.msg).toBe(
      GM_MSG.grants,
    )
    expect((await save({ roleId: 'R002', grants: [] })).body.msg).toBe(GM_MSG.grants)
    expect((await save({ roleId: 'R404', grants: {} })).body.msg).toBe(GM_MSG.roleGone)
    const self = await save({ roleId: 'R001', grants: { 100102: 'locked' } })
    expect(self.body.msg).toBe(GM_MSG.selfMenuPerm)
    expect(db.state.roles[0]!.grants.lockedMenuIds).toEqual([])
    const roles = {
      userId: 'U1002',
      userName: 'admin',
      realName: '张管理员',
      mobile: '13800000002',
    }
    const edit = await call('/rest/gm/users/save', admin, { json: { ...roles, roleIds: ['R002'] } })
    expect(edit.body.msg).toBe(GM_MSG.selfMenuPerm)
  })

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
