/** Query keys of /query, from one factory (see api/custodian/keys.ts). */
export const queryKeys = {
  all: ['query'] as const,
  releaseNotes: () => [...queryKeys.all, 'release-notes'] as const,
  userGuide: (userId: string | undefined, menuId: number) =>
    [...queryKeys.all, 'user-guide', userId, menuId] as const,
  templateSearch: (term: string) => [...queryKeys.all, 'template-search', term] as const,
}
