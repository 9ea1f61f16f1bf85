import { describe, expect, test } from 'vitest'
import { db } from '../db/db'
import { GM_MSG } from '../handlers/gm-common'
import type { RoleGrants, RoleSummary } from '@contract/api/general-manage'
import type { PagedList } from '@contract/api/paged-list'
import { call, as, grantOf, PRODUCT_QUERY } from './gm-handlers-kit'

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
})
