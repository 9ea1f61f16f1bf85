import { queryOptions } from '@tanstack/react-query'
import { postData } from '@/lib/http/request'
import type { TodoHomeSummary, TodoList } from '@contract/api/todo'
import { maintenanceKeys } from './keys'

/** POST maintenance/queryToDoList?userId: the organisation's pending items by page. */
export const queryToDoList = (userId: string) =>
  postData<TodoList>('/rest/maintenance/queryToDoList', undefined, {
    params: { userId },
    silent: true,
  })

/** POST maintenance/queryMaintenanceOneHome?userId: the home card's summary. */
export const queryTodoHome = (userId: string) =>
  postData<TodoHomeSummary>('/rest/maintenance/queryMaintenanceOneHome', undefined, {
    params: { userId },
    silent: true,
  })

/** The user's pending items, cached per organisation (a switch is another list). */
export const todoListQuery = (userId: string | undefined, orgId: string | undefined) =>
  queryOptions({
    queryKey: maintenanceKeys.todoList(userId, orgId),
    queryFn: () => queryToDoList(userId as string),
  })

export const todoHomeQuery = (userId: string | undefined, orgId: string | undefined) =>
  queryOptions({
    queryKey: maintenanceKeys.todoHome(userId, orgId),
    queryFn: () => queryTodoHome(userId as string),
  })
