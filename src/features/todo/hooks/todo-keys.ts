/** Query keys of the to-do feature: per user and organisation (a switch is another list). */
export const todoKeys = {
  list: (userId: string | undefined, orgId: string | undefined) =>
    ['todo-list', userId, orgId] as const,
  home: (userId: string | undefined, orgId: string | undefined) =>
    ['todo-home', userId, orgId] as const,
  done: (userId: string | undefined, orgId: string | undefined, query: object) =>
    ['todo-done', userId, orgId, query] as const,
}
