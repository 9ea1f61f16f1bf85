/** Query keys of /rest/gm, from one factory (see api/custodian/keys.ts). */
export const gmKeys = {
  all: ['gm'] as const,
  /** The role pickers' options (用户管理, 菜单权限管理). */
  roleOptions: () => [...gmKeys.all, 'role-options'] as const,
  roleGrants: (roleId: string) => [...gmKeys.all, 'role-grants', roleId] as const,
}
