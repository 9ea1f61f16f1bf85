import { useMemo } from 'react'
import { openablePaths, opensUrl } from '@/lib/menu-tree'
import { useMenuTree } from '@/stores/session-menus'

interface Grouped {
  total: number
  groups: ReadonlyArray<{ menuUrl: string; count: number }>
}

/**
 * Only the groups of pages the user may open (their menus, ifAuth 1): the server filters too,
 * this keeps a stale or wrong answer from offering a page that would refuse. The dropped
 * groups' items leave the total with them.
 */
export function keepOpenable<T extends Grouped>(data: T, paths: ReadonlySet<string>): T {
  const groups = data.groups.filter((group) => opensUrl(paths, group.menuUrl))
  if (groups.length === data.groups.length) return data
  const dropped = data.groups.reduce((sum, group) => sum + group.count, 0)
  const kept = groups.reduce((sum, group) => sum + group.count, 0)
  return { ...data, groups, total: Math.max(0, data.total - (dropped - kept)) }
}

/** A query `select` that keeps the groups the current user's menus open. */
export function useOpenableSelect<T extends Grouped>() {
  const tree = useMenuTree()
  return useMemo(() => {
    const paths = openablePaths(tree)
    return (data: T) => keepOpenable(data, paths)
  }, [tree])
}
