import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import {
  buildGrantTree,
  changedPages,
  grantCounts,
  pageGrantsOf,
  type PageGrants,
} from '@/lib/permissions/grant-tree'
import { notify } from '@/lib/notify'
import { gmKeys } from '@/api/gm/keys'
import { roleGrantsQuery, saveRoleGrants } from '@/api/gm/roles'
import { listKey } from '@/hooks/use-table-query'
import { ROLE_LIST } from '../roles/use-role-actions'

/**
 * One role's grants as loaded, and the edits on them: the tree, each page's grant now, what
 * changed, and 保存 (the loaded grants become what the server answered).
 */
export function useRoleGrants(roleId: string | undefined) {
  const client = useQueryClient()
  const result = useQuery({ ...roleGrantsQuery(roleId ?? ''), enabled: Boolean(roleId) })
  const data = result.data
  const tree = useMemo(() => buildGrantTree(data?.menus ?? []), [data])
  const loaded = useMemo(() => pageGrantsOf(data?.menus ?? []), [data])
  // Edits are of the grants they started from: a role loaded (or saved) starts them again.
  const [edits, setEdits] = useState<{ from: PageGrants; grants: PageGrants }>()
  const grants = edits?.from === loaded ? edits.grants : loaded
  const setGrants = (next: PageGrants) => setEdits({ from: loaded, grants: next })
  const changed = changedPages(loaded, grants)
  const save = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(changed.map((id) => [String(id), grants[id]!]))
      return saveRoleGrants({ roleId: roleId!, grants: body })
    },
    onSuccess: (saved) => {
      client.setQueryData(gmKeys.roleGrants(saved.roleId), saved)
      void client.invalidateQueries({ queryKey: listKey(ROLE_LIST) })
      notify.success(
        `「${saved.roleName}」的菜单权限已保存，${saved.memberCount} 名用户将在下次登录时生效`,
      )
    },
  })
  return {
    result,
    role: data,
    tree,
    loaded,
    grants,
    setGrants,
    changed,
    counts: grantCounts(grants),
    reset: () => setEdits(undefined),
    save,
  }
}
