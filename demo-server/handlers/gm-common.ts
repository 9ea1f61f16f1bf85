import { db } from '../db/db'
import { unionMenus } from '../db/menu-grants'
import type { RoleRecord, UserRecord } from '../db/types'
import type { AuthContext } from './http'
import { allMenus } from './menu-handlers'

/*
 * What the 综合管理 handlers share: the messages, temporary passwords and the self-protection rule (nobody
 * takes away their own 菜单权限管理).
 */

export const GM_MENUS = {
  users: 'general-manage/user-manage',
  roles: 'general-manage/role-management',
  menuPerm: 'general-manage/menu-perm-manage',
} as const

export const GM_MSG = {
  badBody: '请求格式不正确',
  roleGone: '角色不存在或已被删除',
  roleName: '角色名称应为2-20个字符',
  roleNameTaken: '已存在同名角色',
  description: '角色说明不能超过100个字符',
  roleInUse: (n: number) => `该角色下仍有 ${n} 名用户，请先在用户管理中移除其角色后再删除`,
  grants: '菜单权限参数不正确',
  selfMenuPerm: '不能取消您本人对“菜单权限管理”的访问权限',
  userGone: '用户不存在或不属于本机构',
  userName: '用户名应为4-20位字母、数字或下划线，以字母开头',
  userNameTaken: '该用户名已被使用',
  realName: '姓名应为2-30个字符',
  mobile: '手机号格式不正确',
  roles: '角色选择不正确',
  status: '状态参数不正确',
  action: '操作类型有误',
  selfDisable: '不能停用您本人的账号',
  alreadyEnabled: '该用户已是正常状态',
  alreadyDisabled: '该用户已停用',
  disabledReset: '已停用的用户不能重置密码，请先启用',
  applyGone: '申请不存在',
  applyDone: '该申请已审核，请勿重复操作',
  reason: '请填写退回原因（2-200个字符）',
  kind: '申请类型有误',
  selfReplace: '该变更将停用您本人的账号，请由该机构的其他管理员审核',
} as const

/** A resolver of the request and the session (who may call it: endpoint-pages-business.ts). */
export const onRequest =
  (resolve: (request: Request, auth: AuthContext) => Promise<Response> | Response) =>
  (info: { request: Request }, auth: AuthContext) =>
    resolve(info.request, auth)

const rolesFor = (roleIds: readonly string[], replaced?: RoleRecord) =>
  db.state.roles
    .filter((r) => roleIds.includes(r.roleId))
    .map((r) => (replaced && r.roleId === replaced.roleId ? replaced.grants : r.grants))

/** Whether the user would still reach 菜单权限管理 with these roles (one of them changed). */
export function keepsMenuPerm(roleIds: readonly string[], replaced?: RoleRecord) {
  return unionMenus(allMenus(), rolesFor(roleIds, replaced)).some(
    (m) => m.menuUrl === GM_MENUS.menuPerm && m.ifAuth === 1,
  )
}

export const findRole = (roleId: unknown) => db.state.roles.find((r) => r.roleId === roleId)

export const membersOf = (roleId: string): UserRecord[] =>
  db.state.users.filter((u) => u.roleIds.includes(roleId))

export const orgUser = (orgId: string, userId: unknown) =>
  db.state.users.find((u) => u.userId === userId && u.orgIds.includes(orgId))

// 停用 and a takeover end every session of the user: they are out at their next request.
export { endSessionsOf } from './http'

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'

/** Where the letters (L) and digits (D) of a temporary password go. */
const SHAPE = 'LLDLLDLDLD'

/**
 * A temporary password meeting the password rules (8–15 characters, a letter and a digit): 10
 * characters without look-alikes (0/O, 1/l/I), from the platform's secure random source.
 */
export function tempPassword(): string {
  const random = new Uint32Array(SHAPE.length)
  crypto.getRandomValues(random)
  return [...random]
    .map((n, i) => {
      const set = SHAPE[i] === 'L' ? LETTERS : DIGITS
      return set.charAt(n % set.length)
    })
    .join('')
}

let userSeq = 0
/** A new user id, unused in the table. */
export function nextUserId() {
  const taken = new Set(db.state.users.map((u) => u.userId))
  let id: string
  do {
    userSeq += 1
    id = `U${2000 + userSeq}`
  } while (taken.has(id))
  return id
}

export const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/

/** A free user name from a stem: admin0011, admin0011_2… */
export function freeUserName(stem: string) {
  const taken = new Set(db.state.users.map((u) => u.userName.toLowerCase()))
  let name = stem
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${stem}_${n}`
  return name
}

export const nowIso = () => new Date(Date.now()).toISOString()
