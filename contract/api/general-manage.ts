/*
 * 综合管理 (用户管理, 角色管理, 菜单权限管理): the shapes of /rest/gm/* (docs/api.md "综合管理").
 * Roles are the portal's, shared by every organisation; users are the session organisation's.
 */

/** What a role grants on one menu: reached (ifAuth 1), visible but locked (ifAuth 0) or hidden. */
export type MenuGrant = 'reach' | 'locked' | 'hidden'

export const MENU_GRANT_LABEL: Readonly<Record<MenuGrant, string>> = {
  reach: '可访问',
  locked: '显示（锁定）',
  hidden: '隐藏',
}

export interface RoleMember {
  userId: string
  userName: string
  realName: string
}

export interface RoleSummary {
  roleId: string
  roleName: string
  description: string
  memberCount: number
  members: RoleMember[]
  /** How many menus (pages) the role reaches, of `pageCount`. */
  reachCount: number
  pageCount: number
}

/** For a role picker. */
export interface RoleOption {
  roleId: string
  roleName: string
}

/** A menu of the grant tree with what the role grants on it (sections: derived, `reach`). */
export interface GrantMenu {
  menuId: number
  parMenuId: number
  menuName: string
  menuUrl: string
  menuLevel: number
  grant: MenuGrant
}

export interface RoleGrants {
  roleId: string
  roleName: string
  memberCount: number
  menus: GrantMenu[]
}

/** POST /rest/gm/roles/saveGrants: each page menu's grant (pages left out keep theirs). */
export interface SaveGrantsBody {
  roleId: string
  grants: Record<string, MenuGrant>
}

export type StaffStatus = 'enabled' | 'disabled'

export const STAFF_STATUS_LABEL: Readonly<Record<StaffStatus, string>> = {
  enabled: '正常',
  disabled: '已停用',
}

export interface StaffUser {
  userId: string
  userName: string
  realName: string
  mobile: string
  status: StaffStatus
  roleIds: string[]
  roleNames: string[]
  /** The session's own user (may not disable themselves). */
  self: boolean
}

export interface StaffUserBody {
  /** Absent when adding. */
  userId?: string
  userName: string
  realName: string
  mobile: string
  roleIds: string[]
}

/** A temporary password, shown once. */
export interface TempPassword {
  userName: string
  realName: string
  tempPassword: string
}

export type ApplyKind = 'registration' | 'adminChange'

export const APPLY_KIND_LABEL: Readonly<Record<ApplyKind, string>> = {
  registration: '管理人注册',
  adminChange: '管理员变更',
}

/** One application of the 注册申请 tab (/reg and /mgr-change). */
export interface ApplyReview {
  applyNo: string
  kind: ApplyKind
  orgName: string
  creditCode: string
  /** The contact (registration) or the new administrator (change). */
  applicant: string
  /** Masked. */
  mobile: string
  status: 'pending' | 'approved' | 'rejected'
  submittedAt: string
  reviewedAt?: string
  reviewer?: string
  remark?: string
  /** What the applicant wrote: the reason of a change, the addresses of a registration. */
  detail: string
}

/** Approving creates an administrator user; their temporary password is shown once. */
export interface ApplyApproved extends TempPassword {
  orgName: string
}
