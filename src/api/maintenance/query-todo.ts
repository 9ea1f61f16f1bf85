import { postData } from '@/lib/http/request'
import type { TodoHomeSummary, TodoList } from '@contract/api/todo'

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
