import { useMutation } from '@tanstack/react-query'
import { useAfterChange } from '@/hooks/use-after-change'
import { notify } from '@/lib/notify'
import { gmKeys } from '@/api/gm/keys'
import { deleteRole, saveRole } from '@/api/gm/roles'

export const ROLE_LIST = 'gm-roles'

/**
 * 新增 / 编辑 and 删除 a role: the list and the pickers follow each (用户管理's and 菜单权限管理's
 * role options load again after a role is added, renamed or deleted).
 */
export function useRoleActions() {
  const afterChange = useAfterChange(ROLE_LIST, [gmKeys.roleOptions()])
  const save = useMutation({
    mutationFn: saveRole,
    onSuccess: (role, body) => {
      notify.success(
        body.roleId ? `角色「${role.roleName}」已保存` : `角色「${role.roleName}」已新增`,
      )
      return afterChange()
    },
  })
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: (role) => {
      notify.success(`角色「${role.roleName}」已删除`)
      return afterChange()
    },
  })
  return { save, remove }
}
