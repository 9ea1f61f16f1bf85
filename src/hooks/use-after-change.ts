import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { maintenanceKeys } from '@/api/maintenance/keys'
import { ALL_LISTS, listKey } from '@/hooks/use-table-query'

/**
 * After an action that changes a list (提交, 确认, 复核, 撤回…): the list and the given
 * queries load again, every other list is marked stale (a kept tab's list loads again when that
 * tab is shown; lists are otherwise not asked for again within a minute), so do the to-do lists (home card, 待办办结), and the to-do counts are
 * asked for at once, so a menu's badge and the header's count drop with the action. A failed
 * count keeps the old badges: they are a hint, and the shell refreshes them soon anyway.
 */
export function useAfterChange(listName: string, alsoKeys: readonly (readonly unknown[])[] = []) {
  const client = useQueryClient()
  const keysText = JSON.stringify(alsoKeys)
  return useCallback(async () => {
    const keys = [
      listKey(listName),
      maintenanceKeys.allTodoLists(),
      maintenanceKeys.allTodoHomes(),
      ...JSON.parse(keysText),
    ]
    await Promise.all([
      client.invalidateQueries({ queryKey: ALL_LISTS, refetchType: 'none' }),
      ...keys.map((queryKey: unknown[]) => client.invalidateQueries({ queryKey })),
      client.invalidateQueries({ queryKey: maintenanceKeys.allTodoCounts() }),
    ])
  }, [client, listName, keysText])
}
