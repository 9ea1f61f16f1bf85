/** Query keys of /rest/esign, from one factory (see api/custodian/keys.ts). */
export const esignKeys = {
  all: ['esign'] as const,
  docPages: (docId: string) => [...esignKeys.all, 'pages', docId] as const,
  signSeals: () => [...esignKeys.all, 'sign-seals'] as const,
  signRecord: (docId: string) => [...esignKeys.all, 'record', docId] as const,
  sealUsers: () => [...esignKeys.all, 'seal-users'] as const,
}
