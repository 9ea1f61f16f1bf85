import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSessionStore } from '@/stores/session-store'
import { useTodoStore } from '@/stores/todo-store'
import { queryTodoCounts } from '../api/query-todo-counts'

/**
 * After an action that changes a list and perhaps the to-do counts: the list (and the home
 * page's to-do lists) load again, and the badges follow at once (a failure leaves them).
 */
export function useAfterChange(listName: string) {
  const client = useQueryClient()
  return useCallback(async () => {
    void client.invalidateQueries({ queryKey: ['table', listName] })
    void client.invalidateQueries({ queryKey: ['todo-list'] })
    void client.invalidateQueries({ queryKey: ['todo-home'] })
    const userId = useSessionStore.getState().user?.userId
    if (!userId) return
    try {
      useTodoStore.getState().countsLoaded(userId, await queryTodoCounts(userId))
    } catch {
      // The badges are a hint: the old counts stay.
    }
  }, [client, listName])
}
