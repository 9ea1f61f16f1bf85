/** 综合管理's pages behind one entry, so the group loads as one chunk (app/page-registry.ts). */
export { default as UserManagePage } from './users/user-manage-page'
export { default as RoleManagementPage } from './roles/role-management-page'
export { default as MenuPermManagePage } from './menu-perm/menu-perm-page'
export { InvestorUserManagePage } from './investor-users/investor-user-manage-page'
