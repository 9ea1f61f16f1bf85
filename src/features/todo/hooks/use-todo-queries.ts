import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionUser } from '@/stores/session-store'
import type { TodoHomeSummary, TodoList } from '@contract/api/todo'
import { doneListQuery, type DonePageQuery } from '@/api/maintenance/query-done-list'
import { todoHomeQuery, todoListQuery } from '@/api/maintenance/query-todo'
import { useOpenableSelect } from './openable-todos'

const useWho = () => {
  const userId = useSessionUser()?.userId
  const orgId = useSessionUser()?.orgId
  return { userId, orgId }
}

/** The pending items by page, of the pages the user may open. */
export function useTodoList() {
  const { userId, orgId } = useWho()
  const select = useOpenableSelect<TodoList>()
  return useQuery({
    ...todoListQuery(userId, orgId),
    enabled: Boolean(userId),
    select,
  })
}

/** The home card's summary, of the pages the user may open. */
export function useTodoHome() {
  const { userId, orgId } = useWho()
  const select = useOpenableSelect<TodoHomeSummary>()
  return useQuery({
    ...todoHomeQuery(userId, orgId),
    enabled: Boolean(userId),
    select,
  })
}

/** One page of the done list; the previous page stays on screen while the next loads. */
export function useDoneList(query: DonePageQuery) {
  const { userId, orgId } = useWho()
  return useQuery({
    ...doneListQuery(userId, orgId, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}
