import type { RoleRecord } from './role-types'

/** Role ids of the demo users (seed.ts): 系统管理员, 业务经办, 运营查询. */
export const DEMO_ROLE = { admin: 'R001', business: 'R002', operations: 'R003' } as const

/**
 * The portal's roles. The demo users' menus come from them: manager (业务经办) sees five pages
 * locked, operator (运营查询) has no 综合管理 (10) or 业绩分析 (20) and two pages locked,
 * admin (系统管理员) reaches everything. 合规审阅 has no members yet.
 */
export function seedRoles(): RoleRecord[] {
  return [
    {
      roleId: DEMO_ROLE.admin,
      roleName: '系统管理员',
      description: '本机构的管理员：可访问全部菜单，维护用户、角色与菜单权限',
      grants: { hiddenMenuIds: [], lockedMenuIds: [] },
    },
    {
      roleId: DEMO_ROLE.business,
      roleName: '业务经办',
      description: '办理产品、托管与估值业务；产品清算、划款授权与权限管理仅可查看菜单',
      grants: {
        hiddenMenuIds: [],
        // 产品清算, 划款授权, 角色管理, 菜单权限管理, 用户管理
        lockedMenuIds: [110202, 120202, 100101, 100102, 100201],
      },
    },
    {
      roleId: DEMO_ROLE.operations,
      roleName: '运营查询',
      description: '日常运营查询；不含综合管理与业绩分析，待签署与合同起草仅可查看菜单',
      grants: {
        // 综合管理, 业绩分析
        hiddenMenuIds: [10, 20],
        // 待签署, 合同起草
        lockedMenuIds: [170101, 180101],
      },
    },
    {
      roleId: 'R004',
      roleName: '合规审阅',
      description: '查阅产品、估值、报送与费用信息，不办理托管、登记、销售、签约与合同业务',
      grants: { hiddenMenuIds: [12, 14, 15, 17, 18, 10], lockedMenuIds: [] },
    },
  ]
}
