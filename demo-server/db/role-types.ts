/*
 * 角色 (issue 11): a role is the portal's, shared by every organisation; a user holds roles by
 * roleId, and their menu list is the union of their roles' grants (menu-grants.ts).
 */

/**
 * What a role denies, so a menu added later (the demo scenarios' extra menus) is reached by
 * default: menus hidden (with everything under them; a group or section is named by its id
 * when all of its pages are hidden) and pages shown locked (ifAuth 0).
 */
export interface RoleGrantRecord {
  hiddenMenuIds: number[]
  lockedMenuIds: number[]
}

export interface RoleRecord {
  roleId: string
  roleName: string
  description: string
  grants: RoleGrantRecord
}

export interface RoleTables {
  /** Every role of the portal, in the order created. */
  roles: RoleRecord[]
}
