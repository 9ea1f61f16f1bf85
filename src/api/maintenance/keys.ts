/**
 * Query keys of /rest/maintenance, from one factory (see api/custodian/keys.ts). The to-do
 * queries are per user and organisation (a switch is another list); a change elsewhere
 * invalidates every user's counts, lists and home summaries by their `all…` prefix.
 */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  allTodoCounts: () => [...maintenanceKeys.all, 'todo-counts'] as const,
  todoCounts: (userId: string | undefined) => [...maintenanceKeys.allTodoCounts(), userId] as const,
  allTodoLists: () => [...maintenanceKeys.all, 'todo-list'] as const,
  todoList: (userId: string | undefined, orgId: string | undefined) =>
    [...maintenanceKeys.allTodoLists(), userId, orgId] as const,
  allTodoHomes: () => [...maintenanceKeys.all, 'todo-home'] as const,
  todoHome: (userId: string | undefined, orgId: string | undefined) =>
    [...maintenanceKeys.allTodoHomes(), userId, orgId] as const,
  doneList: (userId: string | undefined, orgId: string | undefined, query: object) =>
    [...maintenanceKeys.all, 'todo-done', userId, orgId, query] as const,
}
