import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSessionStore } from '@/stores/session-store'
import type { TodoHomeSummary, TodoList } from '@contract/api/todo'
import { queryDoneList, type DonePageQuery } from '@/api/maintenance/query-done-list'
import { queryToDoList, queryTodoHome } from '@/api/maintenance/query-todo'
import { useOpenableSelect } from './openable-todos'
import { todoKeys } from './todo-keys'

const useWho = () => {
  const userId = useSessionStore((s) => s.user?.userId)
  const orgId = useSessionStore((s) => s.user?.orgId)
  return { userId, orgId }
}

/** The pending items by page, of the pages the user may open. */
export function useTodoList() {
  const { userId, orgId } = useWho()
  const select = useOpenableSelect<TodoList>()
  return useQuery({
    queryKey: todoKeys.list(userId, orgId),
    queryFn: () => queryToDoList(userId as string),
    enabled: Boolean(userId),
    select,
  })
}

/** The home card's summary, of the pages the user may open. */
export function useTodoHome() {
  const { userId, orgId } = useWho()
  const select = useOpenableSelect<TodoHomeSummary>()
  return useQuery({
    queryKey: todoKeys.home(userId, orgId),
    queryFn: () => queryTodoHome(userId as string),
    enabled: Boolean(userId),
    select,
  })
}

/** One page of the done list; the previous page stays on screen while the next loads. */
export function useDoneList(query: DonePageQuery) {
  const { userId, orgId } = useWho()
  return useQuery({
    queryKey: todoKeys.done(userId, orgId, query),
    queryFn: () => queryDoneList(userId as string, query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  })
}
