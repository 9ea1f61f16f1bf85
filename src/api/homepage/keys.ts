/** Query keys of /homepage, from one factory (see api/custodian/keys.ts). */
export const homepageKeys = {
  all: ['homepage'] as const,
  moduleSettings: (userId: string) => [...homepageKeys.all, 'module-settings', userId] as const,
}
